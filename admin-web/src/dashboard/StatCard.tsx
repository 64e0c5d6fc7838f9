import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={`stat-${label}`}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" noWrap data-testid="stat-value">
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
