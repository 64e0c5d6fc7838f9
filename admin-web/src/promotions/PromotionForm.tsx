import { Box } from '@mui/material';
import { BooleanInput, FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { KitchenPickupInput } from '../pickers/KitchenPickupInput';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;
const field = { flex: '1 1 200px' } as const;

/** The form Create and Edit share; empty limits and dates mean 'none'. */
export function PromotionForm() {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 760 }}>
      <Box sx={row}>
        <TextInput
          source="code"
          label={translate('hk.promotions.code')}
          helperText={translate('hk.promotions.codeHelp')}
          sx={field}
          parse={(value: string) => value.toUpperCase()}
          isRequired
        />
        <SelectInput
          source="kind"
          label={translate('hk.promotions.kind')}
          choices={[
            { id: 'PERCENT', name: translate('hk.promotions.percent') },
            { id: 'FLAT', name: translate('hk.promotions.flat') },
          ]}
          sx={field}
          isRequired
        />
      </Box>
      <TextInput source="description" label={translate('hk.promotions.description')} fullWidth isRequired />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) => (
          <Box sx={row}>
            {formData.kind === 'FLAT' ? (
              <NumberInput source="flatOff" label={translate('hk.promotions.flatOff')} sx={field} min={1} />
            ) : (
              <NumberInput source="percentOff" label={translate('hk.promotions.percentOff')} sx={field} min={1} max={100} />
            )}
            {formData.kind !== 'FLAT' && (
              <NumberInput source="maxDiscount" label={translate('hk.promotions.maxDiscount')} sx={field} min={1} />
            )}
            <NumberInput source="minOrder" label={translate('hk.promotions.minOrder')} sx={field} min={0} />
          </Box>
        )}
      </FormDataConsumer>
      <Box sx={row}>
        <Box sx={field}>
          <KitchenPickupInput source="startsAt" label={translate('hk.promotions.startsAt')} />
        </Box>
        <Box sx={field}>
          <KitchenPickupInput source="endsAt" label={translate('hk.promotions.endsAt')} />
        </Box>
      </Box>
      <Box sx={{ ...row, mt: 2 }}>
        <NumberInput
          source="totalLimit"
          label={translate('hk.promotions.totalLimit')}
          helperText={translate('hk.promotions.emptyIsNone')}
          sx={field}
          min={1}
        />
        <NumberInput
          source="perCustomerLimit"
          label={translate('hk.promotions.perCustomerLimit')}
          helperText={translate('hk.promotions.emptyIsNone')}
          sx={field}
          min={1}
        />
      </Box>
      <Box sx={row}>
        <BooleanInput source="firstOrderOnly" label={translate('hk.promotions.firstOrderOnly')} />
        <BooleanInput source="active" label={translate('hk.promotions.active')} />
      </Box>
    </SimpleForm>
  );
}

const READ_ONLY = ['id', 'uses', 'discountGiven', 'createdAt'];

/** What the server takes: empty dates and limits as null, the counters left out. */
export function promotionPayload(data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY.includes(key)) continue;
    payload[key] = value === '' || value === undefined ? null : value;
  }
  if (payload.minOrder === null) payload.minOrder = 0;
  return payload;
}
