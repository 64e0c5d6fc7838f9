import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** What the figure counts, where its name alone would leave the admin guessing. */
  caption?: string;
}

export function StatCard({ label, value, icon, caption }: StatCardProps) {
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
          {caption && (
            <Typography variant="caption" component="p" color="text.secondary" data-testid="stat-caption">
              {caption}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
