import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EditBase, SaveButton, SimpleForm, Title, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { errorMessage } from '../lib/error-message';
import { DeliveryLog } from './DeliveryLog';
import { EndpointFields } from './EndpointFields';
import { EndpointState } from './EndpointState';
import { ReplaySince } from './ReplaySince';
import { endpointPayload, type WebhookEndpoint } from './webhooks';

function SaveToolbar() {
  const translate = useTranslate();
  return (
    // In the page's flow on a phone too: react-admin pins a form's toolbar to the screen's foot there, which would
    // cover Replay since and the delivery log below the form.
    <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static', zIndex: 'auto' } }}>
      <SaveButton label={translate('hk.webhooks.save')} />
    </Toolbar>
  );
}

function EndpointPage({ failure }: { failure: string | null }) {
  const translate = useTranslate();
  const { record, isPending } = useEditContext<WebhookEndpoint>();
  if (isPending || !record) return <PageLoading />;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('hk.webhooks.endpointTitle')} />
      <Box>
        <Button component={Link} to="/webhooks" startIcon={<ArrowBackIcon />}>
          {translate('hk.webhooks.allEndpoints')}
        </Button>
      </Box>
      <EndpointState endpoint={record} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="endpoint-details-title">
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <Typography id="endpoint-details-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              {translate('hk.webhooks.details')}
            </Typography>
            {/* No room kept at the foot for a pinned toolbar: this one stays in the flow. */}
            <SimpleForm toolbar={<SaveToolbar />} sx={{ pb: 2 }}>
              <EndpointFields />
              {failure && (
                <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%' }}>
                  {failure}
                </Alert>
              )}
            </SimpleForm>
          </CardContent>
        </Card>
        <ReplaySince endpointId={record.id} />
      </Box>
      <DeliveryLog endpointId={record.id} />
    </Box>
  );
}

/**
 * An endpoint's page: what it is and whether it works (Enable again, Delete), its URL, description and events to
 * edit, Replay since, and its delivery log with Resend.
 */
export default function WebhookEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <EditBase<WebhookEndpoint>
      mutationMode="pessimistic"
      redirect={false}
      transform={(form: WebhookEndpoint) => endpointPayload(form)}
      mutationOptions={{
        onSuccess: () => {
          setFailure(null);
          notify('hk.webhooks.saved', { type: 'success' });
        },
        onError: (error) => setFailure(errorMessage(error) ?? translate('hk.webhooks.failed')),
      }}
    >
      <EndpointPage failure={failure} />
    </EditBase>
  );
}
