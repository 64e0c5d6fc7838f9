import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SectionHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Typography component="h1" variant="h5" fontWeight={700}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
