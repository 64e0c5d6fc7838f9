import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OneTimeSecretDialog } from '../lib/OneTimeSecretDialog';

interface SigningSecretDialogProps {
  /** The endpoint's URL, to say whose secret it is. */
  url: string;
  secret: string;
  onClose: () => void;
}

/** A new endpoint's signing secret, shown this once. */
export function SigningSecretDialog({ url, secret, onClose }: SigningSecretDialogProps) {
  const translate = useTranslate();
  return (
    <OneTimeSecretDialog
      idPrefix="webhook"
      messages="hk.webhooks"
      title={translate('hk.webhooks.secretTitle')}
      subject={
        <Typography variant="body2" sx={{ mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {translate('hk.webhooks.secretFor', { url })}
        </Typography>
      }
      secret={secret}
      onClose={onClose}
    />
  );
}
