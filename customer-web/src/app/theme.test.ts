import { appTheme } from './theme';

describe('appTheme', () => {
  it('is made once, on first use, with the kitchen colours', () => {
    const theme = appTheme();
    expect(appTheme()).toBe(theme);
    expect(theme.palette.primary.main).toBe('#8c2f0d');
  });
});
