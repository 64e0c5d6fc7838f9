import { Trans } from '../i18n/use-translation';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { formatPhone } from '@home-kitchen/api';
import { useWhatsAppTexts } from '../i18n/whatsapp-texts';

interface WhatsAppConsentCheckboxProps {
  /** The number messages would go to, as stored digits (919876543210); null while none valid is typed. */
  phone: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Tells ids apart when a page could show the box twice. */
  id: string;
}

/** 'Send order updates on WhatsApp to +91 98765 43210', the number kept on one line however narrow the screen. */
export function SendToSentence({ phone }: { phone: string }) {
  const { t } = useWhatsAppTexts();
  return (
    <Trans
      t={t}
      i18nKey="sendTo"
      values={{ phone: formatPhone(phone) }}
      components={{ number: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
    />
  );
}

/** 'Send order updates on WhatsApp to +91 98765 43210': the consent box of sign-up and checkout. */
export function WhatsAppConsentCheckbox({ phone, checked, onChange, id }: WhatsAppConsentCheckboxProps) {
  const { t } = useWhatsAppTexts();
  const hintId = `${id}-hint`;
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={phone ? <SendToSentence phone={phone} /> : t('sendToTypedNumber')}
      />
      <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 4 }}>
        {t('stopAnyTime')}
      </FormHelperText>
    </FormControl>
  );
}
