import { maxLength, required, TextInput, useTranslate } from 'react-admin';
import { EventTypesInput } from './EventTypesInput';
import { validateUrlShape } from './webhooks';

/** URL, description and event types: the fields of New endpoint and of the endpoint's page. */
export function EndpointFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="url"
        label={translate('hk.webhooks.url')}
        helperText={translate('hk.webhooks.urlHelp')}
        validate={[required(), maxLength(500), validateUrlShape]}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
      <TextInput
        source="description"
        label={translate('hk.webhooks.description')}
        helperText={translate('hk.webhooks.descriptionHelp')}
        validate={maxLength(200)}
        fullWidth
      />
      <EventTypesInput source="eventTypes" />
    </>
  );
}
