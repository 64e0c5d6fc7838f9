import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import type { TiffinPlan } from '../../lib/api-types';
import { formatRupees } from '../../lib/format';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { SubscribeDialog } from './subscribe-dialog';
import { tiffinApi } from './tiffin-api';
import { clockRange, cutoffWords, weekdaysText } from './tiffin-format';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; plans: TiffinPlan[] };

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function PlanCard({ plan, onSubscribe }: { plan: TiffinPlan; onSubscribe: () => void }) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const cutoff = cutoffWords(plan.skipCutoffDaysBefore, plan.skipCutoffTime, locale);
  const headingId = `tiffin-plan-${plan.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <div>
          <Chip size="small" label={t(`meal.${plan.meal}`)} color={plan.meal === 'LUNCH' ? 'warning' : 'secondary'} sx={{ mb: 1 }} />
          <Typography id={headingId} component="h2" sx={{ fontSize: { xs: 20, md: 22 }, fontWeight: 800, lineHeight: 1.25 }}>
            {plan.name}
          </Typography>
        </div>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography sx={{ fontSize: 24, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
            {formatRupees(plan.pricePerMeal)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plans.perMeal')}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Fact label={t('plans.days')}>{weekdaysText(plan.weekdays, locale)}</Fact>
        <Fact label={t('plans.pickup')}>
          {plan.pickupSlots.length > 1
            ? t('plans.inSlots', { window: clockRange(plan.pickupFrom, plan.pickupTo, locale), minutes: plan.slotMinutes })
            : clockRange(plan.pickupFrom, plan.pickupTo, locale)}
        </Fact>
        <Fact label={t('plans.skipUntil')}>{t(cutoff.key, cutoff.values)}</Fact>
        <Fact label={t('plans.periods')}>{plan.periods.map((period) => t(`period.${period}`)).join(', ')}</Fact>
      </Box>
      <Button variant="contained" size="large" onClick={onSubscribe} sx={{ mt: 'auto', alignSelf: { sm: 'flex-start' } }}>
        {t('plans.subscribe')}
      </Button>
    </Paper>
  );
}

/**
 * The tiffin plans taking subscribers, each with its subscribe form. `?plan=<id>` opens that plan's form, so a guest
 * sent to sign in comes back to the plan they chose.
 */
export function TiffinPlansPage() {
  const { t } = useTiffinTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    tiffinApi.plans().then(
      (plans) => current && setLoad({ state: 'ready', plans }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const chosenId = Number(search.get('plan'));
  const chosen = load.state === 'ready' && signedIn ? (load.plans.find((plan) => plan.id === chosenId) ?? null) : null;

  const subscribe = (plan: TiffinPlan) => {
    if (!signedIn) {
      toast.info(t('plans.logInFirst'));
      void navigate(paths.login, { state: { from: paths.tiffin(plan.id) } });
      return;
    }
    setSearch({ plan: String(plan.id) });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 }, mb: 1 }}>
          {t('plans.title')}
        </Typography>
        {signedIn && (
          <Button component={RouterLink} to={paths.myTiffin} variant="outlined">
            {t('plans.myTiffin')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('plans.intro')}
      </Typography>
      {load.state === 'loading' && <PageLoader label={t('plans.loading')} />}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
              {t('translation:common.retry')}
            </Button>
          }
        >
          {t('plans.loadFailed')}
        </Alert>
      )}
      {load.state === 'ready' && load.plans.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {t('plans.empty')}
        </Typography>
      )}
      {load.state === 'ready' && load.plans.length > 0 && (
        <Box
          sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
        >
          {load.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onSubscribe={() => subscribe(plan)} />
          ))}
        </Box>
      )}
      {chosen && <SubscribeDialog key={chosen.id} plan={chosen} onClose={() => setSearch({}, { replace: true })} />}
    </Box>
  );
}
