import { useState } from 'react';
import { Alert, Box, Card, CardContent, FormHelperText } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { maxLength, required, SaveButton, SimpleForm, TextInput, Title, Toolbar, useRedirect, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { KitchenPickupInput } from '../pickers/KitchenPickupInput';
import { newKeyPayload, type ApiScope } from './api-keys';
import { ScopesInput } from './ScopesInput';
import { SecretDialog } from './SecretDialog';

interface NewKeyForm {
  name?: string;
  scopes?: ApiScope[];
  expiresAt?: string | null;
}

function CreateToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <SaveButton label={translate('hk.integrations.create')} alwaysEnable />
    </Toolbar>
  );
}

/**
 * New key: a name, the scopes and an optional expiry. The answer's secret lives in this page's state only, shown
 * once in the secret dialog; closing it returns to the list, which never has it.
 */
export default function ApiKeyCreate() {
  const translate = useTranslate();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (form: NewKeyForm) => {
    setFailure(null);
    try {
      const key = await dataProvider.createApiKey(newKeyPayload(form));
      setIssued({ name: key.name, secret: key.secret });
      void queryClient.invalidateQueries({ queryKey: ['api-keys'] });
    } catch (error) {
      setFailure(errorMessage(error) ?? translate('hk.integrations.failed'));
    }
  };

  const close = () => {
    setIssued(null);
    redirect('list', 'api-keys');
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('hk.integrations.newKeyTitle')} />
      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <SimpleForm onSubmit={save} toolbar={<CreateToolbar />} defaultValues={{ scopes: [] }}>
            <TextInput
              source="name"
              label={translate('hk.integrations.name')}
              helperText={translate('hk.integrations.nameHelp')}
              validate={[required(), maxLength(80)]}
              fullWidth
            />
            <ScopesInput source="scopes" />
            <Box sx={{ width: '100%', maxWidth: 360 }}>
              <KitchenPickupInput source="expiresAt" label={translate('hk.integrations.expiresAt')} />
              <FormHelperText sx={{ mx: 1.75 }}>{translate('hk.integrations.expiresAtHelp')}</FormHelperText>
            </Box>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%' }}>
                {failure}
              </Alert>
            )}
          </SimpleForm>
        </CardContent>
      </Card>
      {issued && <SecretDialog name={issued.name} secret={issued.secret} onClose={close} />}
    </Box>
  );
}
