import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { MenuSchedule } from '../lib/api-types';
import { errorMessage } from '../lib/error-message';
import { formatCookDay } from '../lib/format';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { servableSchedulesByDate, type TiffinPlan } from './tiffin-text';

/** The react-query key of a plan's coming dishes (GET …/tiffin-plans/:id/meals). */
const plannedMealsKey = (planId: number | undefined) => ['tiffin-plans', 'getMeals', { id: planId }] as const;

/**
 * On a plan's page: the dish the plan already serves on each coming cook date, with the meals holding its portions, and
 * which scheduled dish it serves on one of its dates (PUT …/meals/:cookDate). The server refuses another dish once meals
 * hold portions of the first; its reason is shown as it says it.
 */
export function PlanDishes() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const plan = useRecordContext<TiffinPlan>();
  const planId = plan?.id;
  const planned = useQuery({
    queryKey: plannedMealsKey(planId),
    queryFn: () => dataProvider.getTiffinPlanMeals(planId!),
    enabled: planId !== undefined,
  });
  // Without a date filter the server lists the schedules from today on: the dates a plan can still be given a dish.
  const { data: schedules, isPending } = useGetList<MenuSchedule>('menu-schedules', {
    sort: { field: 'cookDate', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const byDate = useMemo(() => servableSchedulesByDate(schedules ?? [], plan?.weekdays ?? []), [schedules, plan?.weekdays]);
  const [cookDate, setCookDate] = useState('');
  const [scheduleId, setScheduleId] = useState<number | ''>('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  if (!plan) return null;

  const served = planned.data ?? [];
  const dateSchedules = byDate.get(cookDate) ?? [];
  // A date that has a dish comes with it chosen; a date with a single dish, with that one.
  const chooseDate = (day: string) => {
    setCookDate(day);
    const options = byDate.get(day) ?? [];
    const current = served.find((meal) => meal.cookDate === day);
    const chosen = options.find((schedule) => schedule.id === current?.scheduleId) ?? (options.length === 1 ? options[0] : undefined);
    setScheduleId(chosen?.id ?? '');
    setRefusal('');
  };
  const serve = async () => {
    if (!cookDate || scheduleId === '') return;
    setSaving(true);
    setRefusal('');
    try {
      const meal = await dataProvider.setTiffinPlanMeal(plan.id, cookDate, scheduleId);
      void queryClient.invalidateQueries({ queryKey: plannedMealsKey(plan.id) });
      notify(translate('hk.tiffinPlans.dishes.saved', { name: meal.menuName, date: formatCookDay(meal.cookDate) }), { type: 'success' });
    } catch (error) {
      setRefusal(errorMessage(error) ?? translate('hk.tiffinPlans.dishes.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="plan-dishes-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760 }}>
        <Box>
          <Typography variant="h6" component="h2" id="plan-dishes-title" gutterBottom>
            {translate('hk.tiffinPlans.dishes.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('hk.tiffinPlans.dishes.intro')}
          </Typography>
        </Box>
        {!isPending && byDate.size === 0 ? (
          <Typography color="text.secondary">{translate('hk.tiffinPlans.dishes.noDates')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              label={translate('hk.tiffinPlans.dishes.cookDate')}
              value={cookDate}
              onChange={(event) => chooseDate(event.target.value)}
              sx={{ flex: '1 1 180px' }}
              disabled={isPending}
            >
              {[...byDate.keys()].map((day) => (
                <MenuItem key={day} value={day}>
                  {formatCookDay(day)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('hk.tiffinPlans.dishes.dish')}
              value={scheduleId}
              onChange={(event) => setScheduleId(Number(event.target.value))}
              sx={{ flex: '2 1 220px' }}
              disabled={!cookDate}
            >
              {dateSchedules.map((schedule) => (
                <MenuItem key={schedule.id} value={schedule.id}>
                  {translate('hk.tiffinPlans.dishes.portionsLeft', { name: schedule.menuName, count: schedule.availableQty })}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={serve} disabled={saving || !cookDate || scheduleId === ''} sx={{ mt: 1 }}>
              {translate(saving ? 'hk.tiffinPlans.dishes.saving' : 'hk.tiffinPlans.dishes.serve')}
            </Button>
          </Box>
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Box>
          <Typography variant="subtitle2" component="h3" id="plan-dishes-set-title">
            {translate('hk.tiffinPlans.dishes.alreadySet')}
          </Typography>
          {planned.isError ? (
            <Typography color="error">{translate('hk.tiffinPlans.dishes.loadFailed')}</Typography>
          ) : served.length > 0 ? (
            <List dense disablePadding aria-labelledby="plan-dishes-set-title">
              {served.map((meal) => (
                <ListItem key={meal.cookDate} disableGutters>
                  {translate('hk.tiffinPlans.dishes.set', {
                    date: formatCookDay(meal.cookDate),
                    name: meal.menuName,
                    smart_count: meal.reserved,
                  })}
                </ListItem>
              ))}
            </List>
          ) : (
            !planned.isPending && <Typography color="text.secondary">{translate('hk.tiffinPlans.dishes.noneSet')}</Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
