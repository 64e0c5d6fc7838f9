import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { ApiError, messageOf } from '../../lib/api-client';
import type { TiffinPeriod, TiffinPlan, TiffinSubscription } from '../../lib/api-types';
import { formatCookDay, formatRupees } from '../../lib/format';
import { tiffinApi } from './tiffin-api';
import { clockRange, cutoffWords, weekdayName } from './tiffin-format';
import { PickupSlotChoice } from './pickup-slot-choice';
import { useAutopayTiffin } from './use-autopay-tiffin';
import { usePayTiffin } from './use-pay-tiffin';

/** AutoPay charges a fixed amount each period, so it is offered for periods with a fixed number of meals. */
const AUTOPAY_PERIODS: readonly TiffinPeriod[] = ['WEEK', 'FOUR_WEEKS'];

type Refusal = { message: string; alreadySubscribed: boolean };

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? 20 : undefined, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

function offersAutopay(plan: TiffinPlan, subscription: TiffinSubscription): boolean {
  return plan.autopayAllowed && AUTOPAY_PERIODS.includes(subscription.period) && subscription.creditApplied === 0;
}

/**
 * Subscribing to one plan: the customer picks some of its days and one of its periods; the server then decides the
 * first meal, the end of the period and the price, shown before paying.
 */
export function SubscribeDialog({ plan, onClose }: { plan: TiffinPlan; onClose: () => void }) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const [weekdays, setWeekdays] = useState<number[]>(plan.weekdays);
  const [period, setPeriod] = useState<TiffinPeriod>(plan.periods[0]);
  const [pickupFrom, setPickupFrom] = useState<string>(plan.pickupSlots[0]?.from ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [subscription, setSubscription] = useState<TiffinSubscription | null>(null);
  const { pay, busy: paying } = usePayTiffin();
  const { start: startAutopay, busy: approving } = useAutopayTiffin();
  const cutoff = cutoffWords(plan.skipCutoffDaysBefore, plan.skipCutoffTime, locale);
  const titleId = `subscribe-${plan.id}-title`;
  const choosesSlot = plan.pickupSlots.length > 1;

  async function submit() {
    setBusy(true);
    setRefusal(null);
    try {
      setSubscription(
        await tiffinApi.subscribe(
          plan.id,
          period,
          [...weekdays].sort((a, b) => a - b),
          choosesSlot ? pickupFrom : undefined,
        ),
      );
    } catch (error) {
      setRefusal({
        message: messageOf(error, t('mine.changeFailed')),
        alreadySubscribed: error instanceof ApiError && error.code === 'TIFFIN_ALREADY_SUBSCRIBED',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-paper': { mx: 1.5, width: 'calc(100% - 24px)' } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {subscription ? t('subscribe.summary') : t('subscribe.title', { plan: plan.name })}
      </DialogTitle>
      {subscription ? (
        <>
          <DialogContent>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {subscription.planName} · {t(`period.${subscription.period}`)}
            </Typography>
            <SummaryRow label={t('subscribe.firstMeal')} value={formatCookDay(subscription.startDate, locale)} />
            <SummaryRow label={t('subscribe.lastDay')} value={formatCookDay(subscription.endDate, locale)} />
            <SummaryRow label={t('subscribe.pickup')} value={clockRange(subscription.pickupFrom, subscription.pickupTo, locale)} />
            <SummaryRow label={t('subscribe.meals')} value={String(subscription.mealsInPeriod)} />
            <SummaryRow label={t('subscribe.pricePerMeal')} value={formatRupees(subscription.pricePerMeal, locale)} />
            <SummaryRow label={t('subscribe.toPay')} value={formatRupees(subscription.due, locale)} strong />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('subscribe.payLaterNote')}
            </Typography>
            {offersAutopay(plan, subscription) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('subscribe.autopayNote')}
              </Typography>
            )}
          </DialogContent>
          <DialogActions
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              px: 3,
              pb: 2,
              '& > :not(style) ~ :not(style)': { ml: 0 },
              // On a phone the ways to pay stack at full width: side by side, the AutoPay label wraps beside a short Pay.
              '& > *': { width: { xs: '100%', sm: 'auto' } },
            }}
          >
            <Button component={RouterLink} to={paths.myTiffin}>
              {t('subscribe.payLater')}
            </Button>
            {offersAutopay(plan, subscription) && (
              <Button variant="outlined" size="large" disabled={paying || approving} onClick={() => void startAutopay(subscription)}>
                {t('subscribe.autopay', { amount: formatRupees(subscription.due, locale) })}
              </Button>
            )}
            <Button variant="contained" size="large" disabled={paying || approving} onClick={() => void pay(subscription)}>
              {t('subscribe.pay', { amount: formatRupees(subscription.due, locale) })}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <FormControl component="fieldset" error={weekdays.length === 0} sx={{ mb: 2, width: '100%' }}>
              <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                {t('subscribe.days')}
              </FormLabel>
              <ToggleButtonGroup
                value={weekdays}
                color="primary"
                onChange={(_event, next: number[]) => setWeekdays(next)}
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '8px !important', m: 0 },
                  // A chosen day is filled, so chosen and not chosen differ by more than a tint.
                  '& .MuiToggleButton-root.Mui-selected': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    borderColor: 'primary.main',
                    '&:hover': { bgcolor: 'primary.dark' },
                  },
                }}
              >
                {plan.weekdays.map((day) => (
                  // Named by the text it shows (WCAG 2.5.3, label in name): a speech user says what they see.
                  <ToggleButton key={day} value={day} sx={{ minWidth: 56, fontWeight: 700 }}>
                    <abbr title={weekdayName(day, locale, 'long')} style={{ textDecoration: 'none' }}>
                      {weekdayName(day, locale)}
                    </abbr>
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <FormHelperText sx={{ mx: 0 }}>{t('subscribe.daysHelp')}</FormHelperText>
            </FormControl>
            <FormControl component="fieldset" sx={{ mb: 2 }}>
              <FormLabel component="legend" sx={{ fontWeight: 700 }}>
                {t('subscribe.period')}
              </FormLabel>
              <RadioGroup row value={period} onChange={(event) => setPeriod(event.target.value as TiffinPeriod)}>
                {plan.periods.map((choice) => (
                  <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`period.${choice}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {choosesSlot && (
              <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
                <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('subscribe.pickupSlot')}
                </FormLabel>
                <PickupSlotChoice slots={plan.pickupSlots} value={pickupFrom} onChange={setPickupFrom} />
                <FormHelperText sx={{ mx: 0 }}>{t('subscribe.pickupSlotHelp')}</FormHelperText>
              </FormControl>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('subscribe.startRule', { cutoff: t(cutoff.key, cutoff.values) })}
            </Typography>
            {refusal && (
              <Alert
                severity="error"
                sx={{ mt: 2 }}
                action={
                  refusal.alreadySubscribed ? (
                    <Button component={RouterLink} to={paths.myTiffin} color="inherit" size="small">
                      {t('subscribe.seeMyTiffin')}
                    </Button>
                  ) : undefined
                }
              >
                {refusal.message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            <Button onClick={onClose}>{t('subscribe.close')}</Button>
            <Button variant="contained" size="large" disabled={busy || weekdays.length === 0} onClick={() => void submit()}>
              {t('subscribe.continue')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
