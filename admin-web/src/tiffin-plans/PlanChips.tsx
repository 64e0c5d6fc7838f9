import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TiffinPlan } from './tiffin-text';

/** Whether the plan takes subscribers. */
export function PlanStatusChip({ plan }: { plan: Pick<TiffinPlan, 'active'> }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(plan.active ? 'hk.tiffinPlans.on' : 'hk.tiffinPlans.off')}
      color={plan.active ? 'success' : 'default'}
    />
  );
}
