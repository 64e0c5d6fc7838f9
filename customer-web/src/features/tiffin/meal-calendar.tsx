import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import type { TiffinMeal, TiffinMealStatus, TiffinSubscription } from '../../lib/api-types';
import { formatCookDay, formatDateTime } from '../../lib/format';
import { clockRange } from './tiffin-format';
import { mealAction, mealWeeks, type MealAction } from './tiffin-rules';

const STATUS_COLOUR: Record<TiffinMealStatus, ChipProps['color']> = {
  SCHEDULED: 'default',
  RESERVED: 'success',
  SKIPPED: 'warning',
  PAUSED: 'warning',
  SHORT: 'error',
  CANCELLED: 'default',
};

function MealRow({
  subscription,
  meal,
  busy,
  onAction,
}: {
  subscription: TiffinSubscription;
  meal: TiffinMeal;
  busy: boolean;
  onAction: (action: MealAction, meal: TiffinMeal) => void;
}) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const action = mealAction(subscription, meal);
  const day = formatCookDay(meal.cookDate, locale);
  const unserved = meal.status !== 'SCHEDULED' && meal.status !== 'RESERVED';
  return (
    <Box
      component="li"
      data-cook-date={meal.cookDate}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '150px 1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 96 }}>{day}</Typography>
        <Chip
          size="small"
          label={t(`mine.mealStatus.${meal.status}`)}
          color={STATUS_COLOUR[meal.status]}
          variant={unserved ? 'outlined' : 'filled'}
          // The warning yellow is a fill colour: as text on white it is too faint to read.
          sx={STATUS_COLOUR[meal.status] === 'warning' ? { color: 'warning.dark', borderColor: 'warning.dark' } : undefined}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
        <Typography
          sx={{ textDecoration: unserved && meal.dish ? 'line-through' : 'none', color: meal.dish ? 'text.primary' : 'text.secondary' }}
        >
          {meal.dish ?? t('mine.dishPending')}
        </Typography>
        {(meal.pickupFrom !== subscription.pickupFrom || meal.pickupTo !== subscription.pickupTo) && (
          // A meal past its change time keeps the slot it had when the subscription's slot changed.
          <Typography variant="body2" data-testid="meal-pickup" sx={{ fontWeight: 700 }}>
            {t('mine.pickupWindow', { window: clockRange(meal.pickupFrom, meal.pickupTo, locale) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {meal.changeable ? t('mine.changeUntil', { time: formatDateTime(meal.changeUntil, locale) }) : t('mine.locked')}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' }, justifySelf: 'end' }}>
        {action && (
          <Button
            size="small"
            variant={action === 'skip' ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => onAction(action, meal)}
            aria-label={t(action === 'skip' ? 'mine.skipMeal' : 'mine.unskipMeal', { date: day })}
          >
            {t(action === 'skip' ? 'mine.skip' : 'mine.unskip')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The subscription's coming meals, a week at a time, each with its state, its dish and until when it can change. */
export function MealCalendar({
  subscription,
  busy,
  onAction,
}: {
  subscription: TiffinSubscription;
  busy: boolean;
  onAction: (action: MealAction, meal: TiffinMeal) => void;
}) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  if (subscription.meals.length === 0) return <Typography color="text.secondary">{t('mine.noMeals')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {mealWeeks(subscription.meals).map((week) => (
        <section key={week.monday} aria-label={t('mine.weekOf', { date: formatCookDay(week.monday, locale) })}>
          <Typography component="h4" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
            {t('mine.weekOf', { date: formatCookDay(week.monday, locale) })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {week.meals.map((meal) => (
              <MealRow key={meal.cookDate} subscription={subscription} meal={meal} busy={busy} onAction={onAction} />
            ))}
          </Box>
        </section>
      ))}
    </Box>
  );
}
