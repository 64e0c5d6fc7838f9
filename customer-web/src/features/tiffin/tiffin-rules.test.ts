import { aTiffinMeal, aTiffinSubscription } from '../../testing/factories';
import {
  canCancel,
  canRenew,
  canResume,
  kitchenToday,
  mealAction,
  mealWeeks,
  pausableDates,
  subscriptionState,
  weekdayRuns,
} from './tiffin-rules';

describe('tiffin rules', () => {
  it('offers renewal of a paid, prepaid period once its last meal is fixed, and only until it is renewed', () => {
    const fixed = aTiffinSubscription({ meals: [aTiffinMeal('2026-12-04', { changeable: false })] });
    expect(canRenew(fixed, [fixed])).toBe(true);
    expect(canRenew(aTiffinSubscription({ meals: [] }), [])).toBe(true);
    expect(canRenew(aTiffinSubscription(), [])).toBe(false);
    expect(canRenew({ ...fixed, autopay: true }, [])).toBe(false);
    expect(canRenew({ ...fixed, status: 'AWAITING_PAYMENT' }, [])).toBe(false);
    expect(canRenew(fixed, [fixed, aTiffinSubscription({ id: 8, renewalOf: fixed.id })])).toBe(false);
  });

  it('counts today in the kitchen zone, not the browser’s', () => {
    // 20:00 UTC on 29 Nov is already 1:30 am on 30 Nov in India.
    expect(kitchenToday(new Date('2026-11-29T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-30');
    expect(kitchenToday(new Date('2026-11-29T20:00:00Z'), 'UTC')).toBe('2026-11-29');
  });

  it('offers skip for a meal to be served and un-skip for a skipped or paused one, until the cutoff', () => {
    const subscription = aTiffinSubscription();
    expect(mealAction(subscription, aTiffinMeal('2026-11-30', { status: 'SCHEDULED' }))).toBe('skip');
    expect(mealAction(subscription, aTiffinMeal('2026-11-30', { status: 'RESERVED' }))).toBe('skip');
    expect(mealAction(subscription, aTiffinMeal('2026-11-30', { status: 'SKIPPED' }))).toBe('unskip');
    expect(mealAction(subscription, aTiffinMeal('2026-11-30', { status: 'PAUSED' }))).toBe('unskip');
    expect(mealAction(subscription, aTiffinMeal('2026-11-30', { status: 'RESERVED', changeable: false }))).toBeNull();
  });

  it('offers nothing for a meal the kitchen could not serve, a cancelled meal or any meal of a cancelled plan', () => {
    expect(mealAction(aTiffinSubscription(), aTiffinMeal('2026-11-30', { status: 'SHORT' }))).toBeNull();
    expect(mealAction(aTiffinSubscription(), aTiffinMeal('2026-11-30', { status: 'CANCELLED' }))).toBeNull();
    expect(mealAction(aTiffinSubscription({ status: 'CANCELLED' }), aTiffinMeal('2026-11-30', { status: 'SKIPPED' }))).toBeNull();
  });

  it('lets a pause start and end only on meals still open to change', () => {
    const subscription = aTiffinSubscription({
      meals: [
        aTiffinMeal('2026-11-30', { changeable: false, status: 'RESERVED' }),
        aTiffinMeal('2026-12-01'),
        aTiffinMeal('2026-12-02', { status: 'SKIPPED' }),
      ],
    });
    expect(pausableDates(subscription)).toEqual(['2026-12-01', '2026-12-02']);
    expect(pausableDates({ ...subscription, status: 'CANCELLED' })).toEqual([]);
  });

  it('offers resume only while a paused meal can still change', () => {
    const paused = (changeable: boolean) => aTiffinSubscription({ meals: [aTiffinMeal('2026-12-01', { status: 'PAUSED', changeable })] });
    expect(canResume(paused(true))).toBe(true);
    expect(canResume(paused(false))).toBe(false);
    expect(canResume(aTiffinSubscription())).toBe(false);
    expect(canResume({ ...paused(true), status: 'CANCELLED' })).toBe(false);
  });

  it('reads an active period past its end date as ended, which can no longer be cancelled', () => {
    const subscription = aTiffinSubscription({ endDate: '2026-12-06' });
    expect(subscriptionState(subscription, '2026-12-06')).toBe('ACTIVE');
    expect(subscriptionState(subscription, '2026-12-07')).toBe('ENDED');
    expect(canCancel(subscription, '2026-12-06')).toBe(true);
    expect(canCancel(subscription, '2026-12-07')).toBe(false);
    expect(canCancel(aTiffinSubscription({ status: 'AWAITING_PAYMENT' }), '2026-12-01')).toBe(true);
    expect(canCancel(aTiffinSubscription({ status: 'CANCELLED' }), '2026-12-01')).toBe(false);
  });

  it('puts the meals in Monday-to-Sunday weeks, in date order', () => {
    const weeks = mealWeeks(['2026-12-07', '2026-11-29', '2026-12-01', '2026-11-30', '2026-12-06'].map((date) => aTiffinMeal(date)));
    expect(weeks.map((week) => [week.monday, week.meals.map((meal) => meal.cookDate)])).toEqual([
      ['2026-11-23', ['2026-11-29']],
      ['2026-11-30', ['2026-11-30', '2026-12-01', '2026-12-06']],
      ['2026-12-07', ['2026-12-07']],
    ]);
    expect(mealWeeks([])).toEqual([]);
  });

  it('finds the runs of consecutive weekdays', () => {
    expect(weekdayRuns([5, 1, 2, 3])).toEqual([[1, 2, 3], [5]]);
    expect(weekdayRuns([1, 3, 5, 6, 7])).toEqual([[1], [3], [5, 6, 7]]);
    expect(weekdayRuns([])).toEqual([]);
  });
});
