import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCookDate, formatDateTime, formatPickupWindow, statusLabel } from '../lib/format';
import { EditScheduleButton } from './EditScheduleButton';
import type { MenuSchedule } from './food-types';

interface ScheduleCardsProps {
  schedules: MenuSchedule[];
  onEdit: (schedule: MenuSchedule) => void;
}

/** The schedules on a phone: one block per schedule with every column of the table on a line of its own. */
export function ScheduleCards({ schedules, onEdit }: ScheduleCardsProps) {
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1.5} aria-label={translate('hk.food.schedulesTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {schedules.map((schedule) => {
        const facts = [
          [translate('hk.food.orderCutoffAt'), formatDateTime(schedule.orderCutoffAt)],
          [translate('hk.food.pickup'), formatPickupWindow(schedule.cookDate, schedule.pickupFrom, schedule.pickupTo)],
          [translate('hk.food.availableQty'), String(schedule.availableQty)],
          [translate('hk.food.heldQty'), String(schedule.heldQty)],
          [
            translate('hk.food.maxPerCustomer'),
            schedule.maxPerCustomer === null ? translate('hk.food.noLimit') : String(schedule.maxPerCustomer),
          ],
          [translate('hk.food.status'), statusLabel(schedule.status)],
        ];
        return (
          <Box component="li" key={schedule.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={1}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {schedule.menuName}
                </Typography>
                <Typography variant="body2">{formatCookDate(schedule.cookDate)}</Typography>
              </Box>
              <EditScheduleButton schedule={schedule} onEdit={onEdit} />
            </Stack>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5 }}>
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
