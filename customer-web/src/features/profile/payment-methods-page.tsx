import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { SectionHeading } from './section-heading';

// This page shows static sample cards; nothing is stored or charged.
const SAMPLE_CARDS = [
  { brand: 'Visa', last4: '4242', expires: '08/28', holder: 'Sample card' },
  { brand: 'Mastercard', last4: '5454', expires: '11/27', holder: 'Sample card' },
];

export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const [comingSoon, setComingSoon] = useState(false);

  return (
    <>
      <SectionHeading title={t('paymentMethods.title')} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('paymentMethods.info')}
      </Alert>
      <Stack spacing={2} sx={{ mb: 3 }}>
        {SAMPLE_CARDS.map((card) => (
          <Paper key={card.last4} variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <CreditCardIcon color="primary" aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600}>
                {t('paymentMethods.cardEnding', { brand: card.brand, last4: card.last4 })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('paymentMethods.expires', { date: card.expires })}
              </Typography>
            </Box>
            <Chip size="small" label={t('paymentMethods.sample')} />
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" startIcon={<AddCardOutlinedIcon />} onClick={() => setComingSoon(true)}>
          {t('paymentMethods.addCard')}
        </Button>
        <Button variant="outlined" startIcon={<AccountBalanceWalletOutlinedIcon />} onClick={() => setComingSoon(true)}>
          {t('paymentMethods.addWallet')}
        </Button>
      </Stack>
      {comingSoon && (
        <Alert severity="info" role="status" sx={{ mt: 2 }} onClose={() => setComingSoon(false)}>
          {t('paymentMethods.comingSoon')}
        </Alert>
      )}
    </>
  );
}
