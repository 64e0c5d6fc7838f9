import { useState } from 'react';
import { Alert, Box, Card, CardContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { SaveButton, SimpleForm, Title, Toolbar, useRedirect, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { EndpointFields } from './EndpointFields';
import { SigningSecretDialog } from './SigningSecretDialog';
import { endpointPayload, type EndpointForm, type WebhookEndpoint } from './webhooks';

function CreateToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <SaveButton label={translate('hk.webhooks.create')} alwaysEnable />
    </Toolbar>
  );
}

/**
 * New endpoint: URL, description and event types. The answer's signing secret lives in this page's state only,
 * shown once in the secret dialog; Done opens the endpoint's page, which never has it.
 */
export default function WebhookCreate() {
  const translate = useTranslate();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const [issued, setIssued] = useState<{ id: WebhookEndpoint['id']; url: string; secret: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (form: EndpointForm) => {
    setFailure(null);
    try {
      const endpoint = await dataProvider.createWebhook(endpointPayload(form));
      setIssued({ id: endpoint.id, url: endpoint.url, secret: endpoint.signingSecret });
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    } catch (error) {
      setFailure(errorMessage(error) ?? translate('hk.webhooks.failed'));
    }
  };

  const close = () => {
    const id = issued?.id;
    setIssued(null);
    redirect('edit', 'webhooks', id);
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('hk.webhooks.newEndpointTitle')} />
      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <SimpleForm onSubmit={save} toolbar={<CreateToolbar />} defaultValues={{ url: '', description: '', eventTypes: [] }}>
            <EndpointFields />
            {failure && (
              <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%' }}>
                {failure}
              </Alert>
            )}
          </SimpleForm>
        </CardContent>
      </Card>
      {issued && <SigningSecretDialog url={issued.url} secret={issued.secret} onClose={close} />}
    </Box>
  );
}
