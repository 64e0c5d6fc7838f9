import { useTranslation } from '../../i18n/use-translation';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useSettingsStore } from '../../lib/settings-store';
import { SectionHeading } from './section-heading';
import '../../i18n/sections/paymentMethods';

function Method({ Icon, title, text }: { Icon: SvgIconComponent; title: string; text: string }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <div>
        <Typography component="h2" fontWeight={700}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </div>
    </Paper>
  );
}

/**
 * How this kitchen is paid, and nothing else: nothing is saved to an account. Cash at pickup always; online through
 * Razorpay at checkout when the kitchen takes it (GET /settings).
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const onlinePayment = useSettingsStore((state) => state.settings?.onlinePayment ?? null);

  return (
    <>
      <SectionHeading title={t('paymentMethods.title')} />
      <Typography sx={{ mb: 2 }}>{t('paymentMethods.intro')}</Typography>
      <Stack spacing={2}>
        <Method Icon={PaymentsOutlinedIcon} title={t('paymentMethods.cashTitle')} text={t('paymentMethods.cashText')} />
        {onlinePayment ? (
          <Method Icon={CreditCardIcon} title={t('paymentMethods.onlineTitle')} text={t('paymentMethods.onlineText')} />
        ) : (
          <Typography color="text.secondary">{t('paymentMethods.cashOnly')}</Typography>
        )}
      </Stack>
    </>
  );
}
