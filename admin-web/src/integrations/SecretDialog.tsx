import { useTranslate } from 'react-admin';
import { OneTimeSecretDialog } from '../lib/OneTimeSecretDialog';

interface SecretDialogProps {
  /** The key's name, for the title. */
  name: string;
  secret: string;
  onClose: () => void;
}

/** A key's secret, shown this once (a new key, or one just rotated). */
export function SecretDialog({ name, secret, onClose }: SecretDialogProps) {
  const translate = useTranslate();
  return (
    <OneTimeSecretDialog
      idPrefix="api-key"
      messages="hk.integrations"
      title={translate('hk.integrations.secretTitle', { name })}
      secret={secret}
      onClose={onClose}
    />
  );
}
