import type { ReactNode } from 'react';
import { TableContainer } from '@mui/material';

/**
 * A table that scrolls sideways inside its card when the screen is narrower than the table, so the page never
 * does; focusable and named, so keyboard users can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}
