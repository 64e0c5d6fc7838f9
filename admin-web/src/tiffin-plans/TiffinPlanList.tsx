import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Fact, Facts } from '../layout/Facts';
import { RecordCards } from '../layout/RecordCards';
import { useIsPhone } from '../lib/use-is-phone';
import { PlanStatusChip } from './PlanChips';
import { PLAN_FACTS } from './plan-facts';
import type { TiffinPlan } from './tiffin-text';

/** A fact's value; one of several lines (a plan's slots) each whole on its own line. */
function FactValue({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((line) => (
        <Box key={line} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

function NoPlans() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.tiffinPlans.empty')}
    </Typography>
  );
}

/** One plan on a phone: its name (the link to its page), whether it is on, and every fact of the laptop's row. */
function PlanCard({ plan }: { plan: TiffinPlan }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={plan.name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <MuiLink component={Link} to={createPath({ resource: 'tiffin-plans', type: 'edit', id: plan.id })}>
              {plan.name}
            </MuiLink>
          </Typography>
          <PlanStatusChip plan={plan} />
        </Box>
        <Facts>
          {PLAN_FACTS.map((fact) => (
            <Fact key={fact.label} label={translate(fact.label)} value={<FactValue value={fact.value(plan, translate)} />} />
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
}

/** Tiffin plans: what each cooks, when, for how much, how full it is and whether it takes subscribers; a row opens it. */
export default function TiffinPlanList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <List
      title={translate('hk.tiffinPlans.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label={translate('hk.tiffinPlans.create')} />
        </TopToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('hk.tiffinPlans.intro')}
      </Typography>
      {isPhone ? (
        <RecordCards<TiffinPlan> empty={<NoPlans />}>{(plan) => <PlanCard key={plan.id} plan={plan} />}</RecordCards>
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={<NoPlans />}>
          <TextField source="name" label={translate('hk.tiffinPlans.name')} />
          {PLAN_FACTS.map((fact) => (
            <FunctionField<TiffinPlan>
              key={fact.label}
              label={translate(fact.label)}
              sortable={false}
              render={(plan) => <FactValue value={fact.value(plan, translate)} />}
            />
          ))}
          <FunctionField<TiffinPlan>
            label={translate('hk.tiffinPlans.status')}
            sortable={false}
            render={(plan) => <PlanStatusChip plan={plan} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
