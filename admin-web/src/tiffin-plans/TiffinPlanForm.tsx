import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { isSlotMinutes, validatePlanForm } from './plan-form';
import {
  MEAL_TIMES,
  pickupSlotsOf,
  pickupSlotsText,
  pickupWindowText,
  skipCutoffText,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  TIFFIN_PERIODS,
  timeOfDayText,
  weekdayName,
  WEEKDAYS,
} from './tiffin-text';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;
const field = { flex: '1 1 180px' } as const;
const CUTOFF_DAYS = [0, 1, 2, 3, 4, 5, 6, 7];

/** A time of day on the kitchen's clock, typed or picked with the browser's own time field ('HH:MM'). */
function TimeInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      type="time"
      sx={field}
      helperText={helperText ?? false}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
}

/**
 * Save only: a plan is switched off, never deleted. It stays under the form on a phone too, rather than floating
 * over the page, whose dish by cook date section is not part of the form (so the form needs no room kept for it).
 */
function PlanFormToolbar() {
  return (
    <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
      <SaveButton />
    </Toolbar>
  );
}

/** The slots customers will choose from, worked out from the form as it is typed; nothing while a field is unfinished. */
function SlotsSummary({ pickupFrom, pickupTo, slotMinutes }: { pickupFrom?: string; pickupTo?: string; slotMinutes?: number }) {
  const translate = useTranslate();
  if (!timeOfDayText(pickupFrom) || !timeOfDayText(pickupTo) || pickupTo! <= pickupFrom! || !isSlotMinutes(slotMinutes)) return null;
  const slots = pickupSlotsOf(pickupFrom!, pickupTo!, slotMinutes);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="pickup-slots-summary">
      {slots.length > 1
        ? translate('hk.tiffinPlans.slotsSummary', { count: slots.length, slots: pickupSlotsText(slots) })
        : translate('hk.tiffinPlans.oneSlotSummary', { window: pickupWindowText(pickupFrom!, pickupTo!) })}
    </Typography>
  );
}

/** The form New plan and a plan's page share; the checks across fields run before the server's. */
export function TiffinPlanForm() {
  const translate = useTranslate();
  const daysBefore = (count: number) =>
    count <= 1 ? translate(`hk.tiffinPlans.daysBefore.${count}`) : translate('hk.tiffinPlans.daysBefore.n', { count });
  return (
    <SimpleForm sx={{ maxWidth: 760, pb: { xs: 2 } }} validate={validatePlanForm} toolbar={<PlanFormToolbar />}>
      <TextInput source="name" label={translate('hk.tiffinPlans.name')} helperText={translate('hk.tiffinPlans.nameHelp')} fullWidth />
      <RadioButtonGroupInput
        source="meal"
        label={translate('hk.tiffinPlans.meal')}
        choices={MEAL_TIMES.map((meal) => ({ id: meal, name: translate(`hk.tiffinPlans.meals.${meal}`) }))}
        helperText={false}
      />
      <CheckboxGroupInput
        source="weekdays"
        label={translate('hk.tiffinPlans.weekdays')}
        helperText={translate('hk.tiffinPlans.weekdaysHelp')}
        choices={WEEKDAYS.map((day) => ({ id: day, name: weekdayName(day) }))}
        sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
      />
      <CheckboxGroupInput
        source="periods"
        label={translate('hk.tiffinPlans.periods')}
        helperText={translate('hk.tiffinPlans.periodsHelp')}
        choices={TIFFIN_PERIODS.map((period) => ({ id: period, name: translate(`hk.tiffinPlans.periodNames.${period}`) }))}
        sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
      />
      <Box sx={row}>
        <NumberInput
          source="pricePerMeal"
          label={translate('hk.tiffinPlans.pricePerMeal')}
          min={1}
          step={0.5}
          sx={field}
          helperText={false}
        />
        <NumberInput
          source="capacity"
          label={translate('hk.tiffinPlans.capacity')}
          helperText={translate('hk.tiffinPlans.capacityHelp')}
          min={1}
          step={1}
          sx={field}
        />
      </Box>
      <Box sx={row}>
        <TimeInput source="pickupFrom" label={translate('hk.tiffinPlans.pickupFrom')} />
        <TimeInput source="pickupTo" label={translate('hk.tiffinPlans.pickupTo')} />
      </Box>
      <NumberInput
        source="slotMinutes"
        label={translate('hk.tiffinPlans.slotMinutes')}
        helperText={translate('hk.tiffinPlans.slotMinutesHelp', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX })}
        min={0}
        max={SLOT_MINUTES_MAX}
        step={5}
        sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}
      />
      <FormDataConsumer<{ pickupFrom?: string; pickupTo?: string; slotMinutes?: number }>>
        {({ formData }) => <SlotsSummary {...formData} />}
      </FormDataConsumer>
      <Box sx={row}>
        <SelectInput
          source="skipCutoffDaysBefore"
          label={translate('hk.tiffinPlans.skipCutoffDaysBefore')}
          choices={CUTOFF_DAYS.map((count) => ({ id: count, name: daysBefore(count) }))}
          sx={field}
          helperText={false}
        />
        <TimeInput source="skipCutoffTime" label={translate('hk.tiffinPlans.skipCutoffTime')} />
      </Box>
      <FormDataConsumer<{ skipCutoffDaysBefore?: number; skipCutoffTime?: string }>>
        {({ formData }) =>
          typeof formData.skipCutoffDaysBefore === 'number' && timeOfDayText(formData.skipCutoffTime) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="skip-cutoff-summary">
              {translate('hk.tiffinPlans.skipCutoffSummary', {
                cutoff: skipCutoffText(formData.skipCutoffDaysBefore, formData.skipCutoffTime!),
              })}
            </Typography>
          ) : null
        }
      </FormDataConsumer>
      <BooleanInput source="active" label={translate('hk.tiffinPlans.active')} />
      <BooleanInput
        source="autopayAllowed"
        label={translate('hk.tiffinPlans.autopayAllowed')}
        helperText={translate('hk.tiffinPlans.autopayHelp')}
      />
    </SimpleForm>
  );
}
