import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppRouter } from './app/router';
import { applyLanguage, storedLanguage } from './i18n/i18n';
import { theme } from './app/theme';
import { loadSettings } from './lib/settings-api';
import { registerServiceWorker } from './lib/service-worker';

// The rule values (tax, cancel window) the app shows; the last known ones serve until they arrive.
void loadSettings();

const router = createAppRouter();
registerServiceWorker();

// A Hindi visitor's messages arrive before the first render, so the page never flashes English at them;
// English is bundled and starts at once.
void applyLanguage(storedLanguage()).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>,
  );
});
