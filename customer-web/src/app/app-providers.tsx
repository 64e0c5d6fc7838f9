import { StrictMode, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// The theme has no CSS variables, so @mui/material's ThemeProvider would hand it to this one; importing it alone leaves
// the CSS-variables provider and its colour-scheme code (about 3 KB gzipped) out of the entry.
import { ThemeProvider } from '@mui/system';
import { appTheme } from './theme';

/** What wraps every page, in the browser and in the build's prerender alike, so both draw the same tree. */
export function AppProviders({ emotionCache, children }: { emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={appTheme()}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
