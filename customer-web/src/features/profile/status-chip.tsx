import { useTranslation } from '../../i18n/use-translation';
import Chip from '@mui/material/Chip';
import { badgeColour, badgeText } from './order-status-badge';

export function StatusChip({ status }: { status: string | null | undefined }) {
  // Re-renders the chip when the language changes.
  useTranslation();
  return <Chip size="small" label={badgeText(status)} color={badgeColour(status)} sx={{ fontWeight: 600 }} />;
}
