import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Title, lead paragraph and body of the static pages, sized for a phone first. */
export function StaticPage({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: { xs: 3, md: 6 }, maxWidth: 880, mx: 'auto' }}>
      <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
        {lead}
      </Typography>
      {children}
    </Box>
  );
}

export function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
