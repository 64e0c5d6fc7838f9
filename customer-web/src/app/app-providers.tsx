import { StrictMode, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/** What wraps every page, in the browser and in the build's prerender alike, so both draw the same tree. */
export function AppProviders({ emotionCache, children }: { emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
