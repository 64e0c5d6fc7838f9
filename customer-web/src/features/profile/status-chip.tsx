import Chip from '@mui/material/Chip';
import { badgeColour, badgeLabel } from './order-status-badge';

export function StatusChip({ status }: { status: string | null | undefined }) {
  return <Chip size="small" label={badgeLabel(status)} color={badgeColour(status)} sx={{ fontWeight: 600 }} />;
}
