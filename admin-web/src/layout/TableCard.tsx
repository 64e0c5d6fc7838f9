import type { ReactNode } from 'react';
import { Card, CardContent, Table, Typography } from '@mui/material';
import { TableScroller } from './TableScroller';
import { PageLoading } from './PageLoading';

interface TableCardProps {
  title: string;
  emptyText: string;
  loading: boolean;
  empty: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** A titled card (Food, Pickup slots) showing loading, the empty text, or the table named by its title. */
export function TableCard({ title, emptyText, loading, empty, children }: TableCardProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {loading ? (
          <PageLoading />
        ) : empty ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <TableScroller label={title}>
            <Table size="small" aria-label={title}>
              {children}
            </Table>
          </TableScroller>
        )}
      </CardContent>
    </Card>
  );
}
