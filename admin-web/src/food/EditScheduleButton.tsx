import { IconButton } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { formatCookDate } from '../lib/format';
import type { MenuSchedule } from './food-types';

/** Named by dish and cook date ('Edit Dal Makhani 27 Nov 2026'), since a dish may be on several dates. */
export function EditScheduleButton({ schedule, onEdit }: { schedule: MenuSchedule; onEdit: (schedule: MenuSchedule) => void }) {
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-label={`${translate('hk.food.edit')} ${schedule.menuName} ${formatCookDate(schedule.cookDate)}`}
      onClick={() => onEdit(schedule)}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}
