import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One label and its value in a Facts list. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** Labels beside their values, two columns (a description list): what a laptop's table row shows, on a phone's card. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {children}
    </Box>
  );
}
