import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const kitchenTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#c2410c' },
    secondary: { main: '#7c2d12' },
    // Dark enough for white chip text to pass WCAG AA contrast (MUI's default orange, blue and green do not).
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
  },
  // MUI's stack, then the Devanagari face for dishes' Hindi names (devanagari-font.ts; it covers only that script).
  typography: { fontFamily: '"Roboto", "Helvetica", "Arial", "Noto Sans Devanagari", sans-serif' },
  components: {
    ...defaultTheme.components,
    // The app bar's spinner while anything loads (a page's periodic refresh, say) is a progressbar: it needs a name.
    RaLoadingIndicator: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
