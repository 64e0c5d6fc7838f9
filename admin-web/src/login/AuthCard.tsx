import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The standalone frame shared by the sign-in and password-reset screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1" textAlign="center">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
