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
};
