import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { messageOf } from '../../lib/api-client';
import type { TiffinMeal, TiffinSubscription } from '../../lib/api-types';
import { formatCookDay } from '../../lib/format';
import { clockRange } from './tiffin-format';
import { currentTimeZone } from '../../lib/settings-store';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { SubscriptionCard, type SubscriptionChanges } from './subscription-card';
import { tiffinApi } from './tiffin-api';
import { canRenew, kitchenToday, type MealAction } from './tiffin-rules';
import { usePayTiffin } from './use-pay-tiffin';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; subscriptions: TiffinSubscription[] };

export function MyTiffinPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const { pathname } = useLocation();
  if (!signedIn) return <LoginRequiredNotice from={pathname} />;
  return <MyTiffin />;
}

/** "My tiffin": every subscription, newest first, with its money, its coming meals and the changes still open. */
function MyTiffin() {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const { key } = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const { pay, busy: paying } = usePayTiffin();
  const today = kitchenToday(new Date(), currentTimeZone());

  // A payment lands back here as a new visit (a new location key): read the subscriptions again.
  useEffect(() => {
    let current = true;
    tiffinApi.mine().then(
      (subscriptions) => current && setLoad({ state: 'ready', subscriptions }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, key]);

  /** Runs one change; the server answers the subscription as it is now, which replaces the card's. */
  async function change(subscription: TiffinSubscription, call: () => Promise<TiffinSubscription>, done: string) {
    setBusyId(subscription.id);
    setErrors(({ [subscription.id]: _dropped, ...others }) => others);
    try {
      const updated = await call();
      setLoad((current) =>
        current.state === 'ready'
          ? { state: 'ready', subscriptions: current.subscriptions.map((one) => (one.id === updated.id ? updated : one)) }
          : current,
      );
      toast.success(done);
    } catch (error) {
      setErrors((others) => ({ ...others, [subscription.id]: messageOf(error, t('mine.changeFailed')) }));
    } finally {
      setBusyId(null);
    }
  }

  /** Renewing answers the next period: it joins the list, newest first. */
  async function renew(subscription: TiffinSubscription) {
    setBusyId(subscription.id);
    setErrors(({ [subscription.id]: _dropped, ...others }) => others);
    try {
      const next = await tiffinApi.renew(subscription.id);
      setLoad((current) =>
        current.state === 'ready'
          ? { state: 'ready', subscriptions: [next, ...current.subscriptions.filter((one) => one.id !== next.id)] }
          : current,
      );
      toast.success(t('mine.renewed'));
    } catch (error) {
      setErrors((others) => ({ ...others, [subscription.id]: messageOf(error, t('mine.changeFailed')) }));
    } finally {
      setBusyId(null);
    }
  }

  const changesOf = (subscription: TiffinSubscription, all: TiffinSubscription[]): SubscriptionChanges => ({
    meal: (action: MealAction, meal: TiffinMeal) => {
      const date = formatCookDay(meal.cookDate, locale);
      void change(
        subscription,
        () => (action === 'skip' ? tiffinApi.skip(subscription.id, meal.cookDate) : tiffinApi.unskip(subscription.id, meal.cookDate)),
        t(action === 'skip' ? 'mine.skipped' : 'mine.unskipped', { date }),
      );
    },
    pause: (from, to) =>
      void change(
        subscription,
        () => tiffinApi.pause(subscription.id, from, to),
        t('mine.paused', { from: formatCookDay(from, locale), to: formatCookDay(to, locale) }),
      ),
    resume: () => void change(subscription, () => tiffinApi.resume(subscription.id), t('mine.resumed')),
    cancel: () => void change(subscription, () => tiffinApi.cancel(subscription.id), t('mine.cancelled')),
    pickupSlot: (from) => {
      const slot = subscription.pickupSlots.find((one) => one.from === from);
      void change(
        subscription,
        async () => {
          const updated = await tiffinApi.changePickupSlot(subscription.id, from);
          // The renewals already made of this period move with it: read them again too.
          if (all.some((one) => one.renewalOf === subscription.id)) setLoad({ state: 'ready', subscriptions: await tiffinApi.mine() });
          return updated;
        },
        t('mine.slotChanged', { window: slot ? clockRange(slot.from, slot.to, locale) : from }),
      );
    },
    pay: () => void pay(subscription),
    renew: canRenew(subscription, all) ? () => void renew(subscription) : undefined,
  });

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 } }}>
          {t('mine.title')}
        </Typography>
        <Button component={RouterLink} to={paths.tiffin()}>
          {t('mine.seePlans')}
        </Button>
      </Box>
      {load.state === 'loading' && <PageLoader label={t('mine.loading')} />}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
              {t('translation:common.retry')}
            </Button>
          }
        >
          {t('mine.loadFailed')}
        </Alert>
      )}
      {load.state === 'ready' && load.subscriptions.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 2 }}>
          <Typography>{t('mine.empty')}</Typography>
          <Button component={RouterLink} to={paths.tiffin()} variant="contained" sx={{ mt: 2 }}>
            {t('mine.seePlans')}
          </Button>
        </Paper>
      )}
      {load.state === 'ready' && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {load.subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              today={today}
              busy={busyId === subscription.id || paying}
              error={errors[subscription.id] ?? null}
              changes={changesOf(subscription, load.subscriptions)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
