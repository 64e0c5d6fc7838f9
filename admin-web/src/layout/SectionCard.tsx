import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { PageLoading } from './PageLoading';

export interface SectionCardProps {
  title: string;
  emptyText: string;
  loading: boolean;
  empty: boolean;
  /** What the section shows once it has rows. */
  children: ReactNode;
}

/** A titled card showing loading, the empty text, or its content. */
export function SectionCard({ title, emptyText, loading, empty, children }: SectionCardProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {loading ? <PageLoading /> : empty ? <Typography color="text.secondary">{emptyText}</Typography> : children}
      </CardContent>
    </Card>
  );
}
