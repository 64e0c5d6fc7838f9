import { createTheme, type Theme } from '@mui/material/styles';

// Colours chosen for at least 4.5:1 contrast with the text drawn on them.
const makeTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#8c2f0d', contrastText: '#ffffff' },
      secondary: { main: '#1b5e20', contrastText: '#ffffff' },
      success: { main: '#1b5e20' },
      error: { main: '#b3261e' },
      // The spec's yellow badge for orders under way: dark text on it; `dark` is the shade for warning text on white.
      warning: { main: '#f4c430', dark: '#7a4a00', contrastText: '#1f1a17' },
      background: { default: '#fffaf5', paper: '#ffffff' },
      text: { primary: '#1f1a17', secondary: '#57504b' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // Noto Sans Devanagari covers only Devanagari (its @font-face is registered when Hindi is chosen); Latin text
      // keeps the system font.
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: '2px' },
        },
      },
    },
  });

let made: Theme | undefined;

/**
 * The site's MUI theme, made on first use: making it takes a slow phone some 30 ms, which the app's start spends in a
 * task of its own rather than in the one that runs its scripts (app/start.tsx).
 */
export function appTheme(): Theme {
  made ??= makeTheme();
  return made;
}
