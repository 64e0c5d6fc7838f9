import { Box, Card } from '@mui/material';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { planPayload } from './plan-form';
import { PlanDishes } from './PlanDishes';
import { TiffinPlanForm } from './TiffinPlanForm';
import type { TiffinPlan } from './tiffin-text';

function PlanTitle() {
  const translate = useTranslate();
  const plan = useRecordContext<TiffinPlan>();
  return <>{translate('hk.tiffinPlans.editTitle', { name: plan?.name ?? '' })}</>;
}

/** A plan's page: its form (switched off with Taking subscribers, never deleted) and the dish it serves by cook date. */
export default function TiffinPlanEdit() {
  return (
    <Edit title={<PlanTitle />} redirect={false} mutationMode="pessimistic" transform={planPayload} actions={false} component="div">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <TiffinPlanForm />
        </Card>
        <PlanDishes />
      </Box>
    </Edit>
  );
}
