import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { mayRevoke, mayRotate, type ApiKey, type IssuedApiKey } from './api-keys';
import { RotateDialog } from './RotateDialog';
import { SecretDialog } from './SecretDialog';
import { useApiKeyActions } from './use-api-key-actions';

/** A key's Rotate and Revoke, with the dialogs each needs; a revoked key has none. */
export function KeyActions({ apiKey }: { apiKey: ApiKey }) {
  const translate = useTranslate();
  const notify = useNotify();
  const actions = useApiKeyActions();
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);

  const revoke = async () => {
    setRevoking(true);
    try {
      await actions.revoke(apiKey);
      notify('hk.integrations.revoked', { type: 'success', messageArgs: { name: apiKey.name } });
    } catch (error) {
      notify(errorMessage(error) ?? 'hk.integrations.failed', { type: 'error' });
    } finally {
      setRevoking(false);
      setConfirmRevoke(false);
    }
  };

  const rotated = (key: IssuedApiKey) => {
    setRotating(false);
    setNewSecret(key.secret);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {mayRotate(apiKey) && (
        <Button
          size="small"
          startIcon={<AutorenewIcon />}
          aria-label={`${translate('hk.integrations.rotate')} ${apiKey.name}`}
          onClick={() => setRotating(true)}
        >
          {translate('hk.integrations.rotate')}
        </Button>
      )}
      {mayRevoke(apiKey) && (
        <Button
          size="small"
          color="error"
          startIcon={<BlockIcon />}
          aria-label={`${translate('hk.integrations.revoke')} ${apiKey.name}`}
          onClick={() => setConfirmRevoke(true)}
        >
          {translate('hk.integrations.revoke')}
        </Button>
      )}
      <Confirm
        isOpen={confirmRevoke}
        loading={revoking}
        title={translate('hk.integrations.revokeTitle', { name: apiKey.name })}
        content={translate('hk.integrations.revokeContent')}
        confirm={translate('hk.integrations.revoke')}
        confirmColor="warning"
        onConfirm={() => void revoke()}
        onClose={() => setConfirmRevoke(false)}
      />
      {rotating && (
        <RotateDialog
          apiKey={apiKey}
          rotate={(graceMinutes) => actions.rotate(apiKey, graceMinutes)}
          onRotated={rotated}
          onClose={() => setRotating(false)}
        />
      )}
      {newSecret && <SecretDialog name={apiKey.name} secret={newSecret} onClose={() => setNewSecret(null)} />}
    </Box>
  );
}
