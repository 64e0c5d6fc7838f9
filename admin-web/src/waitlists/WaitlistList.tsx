import { Typography } from '@mui/material';
import { Datagrid, FunctionField, Link, List, NumberField, SimpleList, useTranslate } from 'react-admin';
import type { DishWaitlist } from '../lib/api-types';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';

function NobodyWaiting() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.waitlists.empty')}
    </Typography>
  );
}

/** How many customers pressed 'Notify me' for each dish, longest lists first: a hint of what to cook next. A row opens who waits. */
export default function WaitlistList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <List title={translate('hk.waitlists.title')} sort={{ field: 'waiting', order: 'DESC' }} exporter={false} empty={false} perPage={25}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('hk.waitlists.hint')}
      </Typography>
      {isPhone ? (
        <SimpleList<DishWaitlist>
          rowClick="show"
          empty={<NobodyWaiting />}
          primaryText={(dish) => dish.name}
          secondaryText={(dish) => translate('hk.waitlists.since', { date: formatDateTime(dish.firstJoinedAt) })}
          tertiaryText={(dish) => translate('hk.waitlists.waitingCount', { smart_count: dish.waiting })}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<NobodyWaiting />}>
          <FunctionField<DishWaitlist>
            label={translate('hk.waitlists.dish')}
            sortable={false}
            // A link as well as the row's click, so keyboard users reach who is waiting too.
            render={(dish) => <Link to={`/waitlists/${dish.id}/show`}>{dish.name}</Link>}
          />
          <NumberField source="waiting" label={translate('hk.waitlists.waiting')} sortable={false} />
          <FunctionField<DishWaitlist>
            label={translate('hk.waitlists.firstJoined')}
            sortable={false}
            render={(dish) => formatDateTime(dish.firstJoinedAt)}
          />
        </Datagrid>
      )}
    </List>
  );
}
