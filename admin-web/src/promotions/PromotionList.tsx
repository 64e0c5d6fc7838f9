import { Chip, Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import { formatRupees } from '@home-kitchen/api';
import { useIsPhone } from '../lib/use-is-phone';
import type { Promotion } from '../lib/api-types';
import { offerText, usesText, windowText } from './promotion-offer';

function NoPromotions() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.promotions.empty')}
    </Typography>
  );
}

function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(active ? 'hk.promotions.on' : 'hk.promotions.off')} color={active ? 'success' : 'default'} />;
}

/** The kitchen's codes: what each gives, when, how often it was used and the rupees it gave. */
export default function PromotionList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <List
      title={translate('hk.promotions.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label={translate('hk.promotions.create')} />
        </TopToolbar>
      }
    >
      {isPhone ? (
        <SimpleList<Promotion>
          rowClick="edit"
          empty={<NoPromotions />}
          primaryText={(row) => row.code}
          secondaryText={(row) => `${offerText(row)} · ${windowText(row)}`}
          tertiaryText={(row) => translate('hk.promotions.usedSummary', { uses: usesText(row), given: formatRupees(row.discountGiven) })}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={<NoPromotions />}>
          <TextField source="code" label={translate('hk.promotions.code')} />
          <FunctionField<Promotion> label={translate('hk.promotions.offer')} render={(row) => offerText(row)} />
          <FunctionField<Promotion> label={translate('hk.promotions.window')} sortBy="endsAt" render={(row) => windowText(row)} />
          <FunctionField<Promotion> label={translate('hk.promotions.uses')} sortBy="uses" render={(row) => usesText(row)} />
          <FunctionField<Promotion>
            label={translate('hk.promotions.given')}
            sortBy="discountGiven"
            render={(row) => formatRupees(row.discountGiven)}
          />
          <FunctionField<Promotion>
            label={translate('hk.promotions.status')}
            sortable={false}
            render={(row) => <ActiveChip active={row.active} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
