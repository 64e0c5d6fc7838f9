import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The narrow centred card every sign-in screen shares; full width on phones. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 2, sm: 6 } }}>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
