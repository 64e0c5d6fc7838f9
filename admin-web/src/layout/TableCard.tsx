import { Table } from '@mui/material';
import { SectionCard, type SectionCardProps } from './SectionCard';
import { TableScroller } from './TableScroller';

/** A titled card (Food, Pickup slots) showing loading, the empty text, or the table named by its title. */
export function TableCard({ children, ...section }: SectionCardProps) {
  return (
    <SectionCard {...section}>
      <TableScroller label={section.title}>
        <Table size="small" aria-label={section.title}>
          {children}
        </Table>
      </TableScroller>
    </SectionCard>
  );
}
