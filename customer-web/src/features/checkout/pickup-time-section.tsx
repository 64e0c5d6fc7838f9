import { useTranslation } from '../../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PickupChoice, PickupSlot } from '../../lib/api-types';
import { formatPickupDay, formatTimeRange } from '../../lib/format';
import { windowText, type PickupSelection } from './pickup-choice';
import type { PickupChoicesLoad } from './use-pickup-choices';
import '../../i18n/sections/checkout';

function SlotOption({ slot, chosen }: { slot: PickupSlot; chosen: boolean }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      value={slot.from}
      disabled={slot.full}
      control={<Radio size="small" />}
      label={
        <Box component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {formatTimeRange(slot.from, slot.to)}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: 13, color: slot.full ? 'error.main' : 'text.secondary' }}>
            {slot.full ? t('checkout.slotFull') : t('checkout.slotLeft', { count: slot.left })}
          </Box>
        </Box>
      }
      sx={{
        m: 0,
        pr: 1,
        py: 0.5,
        border: 1,
        borderRadius: 2,
        borderColor: chosen ? 'primary.main' : 'divider',
        bgcolor: slot.full ? 'action.hover' : 'background.paper',
      }}
    />
  );
}

function CookDateChoice({
  choice,
  chosen,
  onChoose,
}: {
  choice: PickupChoice;
  chosen: string | undefined;
  onChoose: (from: string) => void;
}) {
  const day = formatPickupDay(choice.windowFrom);
  const labelId = `pickup-${choice.cookDate}`;
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {day}
      </Typography>
      {choice.slotMinutes === null ? (
        <Typography color="text.secondary">{windowText(choice)}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={chosen ?? ''}
          onChange={(event) => onChoose(event.target.value)}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', alignItems: 'start' }}
        >
          {choice.slots.map((slot) => (
            <SlotOption key={slot.from} slot={slot} chosen={slot.from === chosen} />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

/**
 * Checkout's pickup choice: per cook date of the cart, the slots with room left (full ones shown but not
 * selectable), or the whole window when the kitchen runs that date without slots.
 */
export function PickupTimeSection({
  load,
  selection,
  error,
  onChoose,
  onRetry,
}: {
  load: PickupChoicesLoad;
  selection: PickupSelection;
  error: string;
  onChoose: (cookDate: string, from: string) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="pickup-time-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pickup-time-title" variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {t('checkout.pickupTitle')}
      </Typography>
      {load.state === 'loading' && <Typography color="text.secondary">{t('checkout.pickupLoading')}</Typography>}
      {load.state === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('checkout.pickupFailed')}
        </Alert>
      )}
      {load.state === 'ready' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {load.choices.length > 1 && (
            <Typography color="text.secondary">{t('checkout.manyCookDates', { count: load.choices.length })}</Typography>
          )}
          {load.choices.map((choice) => (
            <CookDateChoice
              key={choice.cookDate}
              choice={choice}
              chosen={selection[choice.cookDate]}
              onChoose={(from) => onChoose(choice.cookDate, from)}
            />
          ))}
        </Box>
      )}
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1.5, fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Paper>
  );
}
