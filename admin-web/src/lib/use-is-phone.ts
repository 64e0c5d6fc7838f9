import { useMediaQuery, type Theme } from '@mui/material';

/** True under MUI's `sm` breakpoint (600 px): lists become single-column rows and dialogs fill the screen. */
export function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
