import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { eventMeaningKey, toggleEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks';

const validateEventTypes = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'hk.webhooks.eventTypesRequired');

/**
 * The endpoint's event types: one checkbox per event, named by the event, with a line saying when it is sent
 * (tied to the checkbox as its description).
 */
export function EventTypesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<WebhookEventType[]>({ source, validate: validateEventTypes, defaultValue: [] });
  const chosen = Array.isArray(field.value) ? field.value : [];
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }} aria-describedby="webhook-events-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('hk.webhooks.eventTypes')}
      </Typography>
      <FormHelperText id="webhook-events-help" sx={{ mt: 0, mb: 1 }}>
        {translate('hk.webhooks.eventTypesHelp')}
      </FormHelperText>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WEBHOOK_EVENT_TYPES.map((eventType) => {
          const meaningId = `webhook-event-${eventType.replace(/\./g, '-')}-meaning`;
          return (
            <Box component="li" key={eventType} sx={{ borderTop: 1, borderColor: 'divider', py: 0.5 }}>
              <FormControlLabel
                sx={{ alignItems: 'flex-start', mr: 0 }}
                label={
                  <Box sx={{ pt: 1 }}>
                    <Typography component="span" sx={{ display: 'block', fontFamily: 'monospace', fontWeight: 500 }}>
                      {eventType}
                    </Typography>
                    <Typography component="span" id={meaningId} variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {translate(eventMeaningKey(eventType))}
                    </Typography>
                  </Box>
                }
                control={
                  <Checkbox
                    name={eventType}
                    checked={chosen.includes(eventType)}
                    slotProps={{ input: { 'aria-label': eventType, 'aria-describedby': meaningId } }}
                    onChange={(event) => {
                      field.onChange(toggleEventType(chosen, eventType, event.target.checked));
                      field.onBlur();
                    }}
                  />
                }
              />
            </Box>
          );
        })}
      </Box>
      {showError && fieldState.error?.message && (
        <FormHelperText error role="alert">
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}
