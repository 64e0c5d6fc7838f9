import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const kitchenTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#c2410c' },
    secondary: { main: '#7c2d12' },
  },
};
