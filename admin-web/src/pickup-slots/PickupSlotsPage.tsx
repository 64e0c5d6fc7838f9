import { useState } from 'react';
import { Box, Button, IconButton, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { PickupPlan } from '../lib/api-types';
import { errorMessage } from '../lib/error-message';
import { formatCookDate } from '../lib/format';
import { TableCard } from '../layout/TableCard';
import { KitchenDefaultsCard } from './KitchenDefaultsCard';
import { PickupPlanDialog, type PlanDialogState } from './PickupPlanDialog';

/** Pickup slots: the kitchen's defaults, and the cook dates that run their own slot length and capacity. */
export default function PickupSlotsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [dialog, setDialog] = useState<PlanDialogState>({ open: false });
  const [toRemove, setToRemove] = useState<PickupPlan | null>(null);
  const { data, isPending, refetch } = useGetList<PickupPlan>('pickup-plans', {
    sort: { field: 'cookDate', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const plans = data ?? [];

  const remove = async () => {
    if (!toRemove) return;
    try {
      await dataProvider.delete<PickupPlan>('pickup-plans', { id: toRemove.id, previousData: toRemove });
      notify('hk.pickupSlots.planDeleted', { type: 'success', messageArgs: { date: formatCookDate(toRemove.cookDate) } });
      await refetch();
    } catch (error) {
      notify(errorMessage(error) ?? 'hk.pickupSlots.loadFailed', { type: 'error' });
    } finally {
      setToRemove(null);
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('hk.pickupSlots.title')} />
      <Typography color="text.secondary">{translate('hk.pickupSlots.intro')}</Typography>
      <KitchenDefaultsCard />
      <Box>
        <Button variant="contained" onClick={() => setDialog({ open: true, plan: null })}>
          {translate('hk.pickupSlots.add')}
        </Button>
      </Box>
      <TableCard
        title={translate('hk.pickupSlots.plansTitle')}
        emptyText={translate('hk.pickupSlots.noPlans')}
        loading={isPending}
        empty={plans.length === 0}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('hk.pickupSlots.cookDate')}</TableCell>
            <TableCell>{translate('hk.pickupSlots.slotMinutes')}</TableCell>
            <TableCell align="right">{translate('hk.pickupSlots.maxOrdersPerSlot')}</TableCell>
            <TableCell align="right">{translate('hk.pickupSlots.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} hover>
              <TableCell>{formatCookDate(plan.cookDate)}</TableCell>
              <TableCell>{translate('hk.pickupSlots.minutes', { count: plan.slotMinutes })}</TableCell>
              <TableCell align="right">{plan.maxOrdersPerSlot}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={`${translate('hk.pickupSlots.edit')} ${formatCookDate(plan.cookDate)}`}
                  onClick={() => setDialog({ open: true, plan })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`${translate('hk.pickupSlots.delete')} ${formatCookDate(plan.cookDate)}`}
                  onClick={() => setToRemove(plan)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableCard>
      <PickupPlanDialog state={dialog} onClose={() => setDialog({ open: false })} onSaved={() => void refetch()} />
      <Confirm
        isOpen={toRemove !== null}
        title={translate('hk.pickupSlots.deleteTitle', { date: formatCookDate(toRemove?.cookDate) })}
        content={translate('hk.pickupSlots.deleteContent')}
        onConfirm={() => void remove()}
        onClose={() => setToRemove(null)}
      />
    </Box>
  );
}
