import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether the customer has WhatsApp on: order updates and templates go out only when on. */
export function WhatsAppChip({ on }: { on: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      label={translate(on ? 'hk.messages.whatsappOn' : 'hk.messages.whatsappOff')}
    />
  );
}
