import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatRupees } from '@home-kitchen/api';
import { errorMessage } from '../lib/error-message';
import { useIsPhone } from '../lib/use-is-phone';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import type { TiffinSubscription } from './tiffin-subscriptions';

/**
 * Records the period's prepayment the kitchen received by hand. The amount starts at the period's price, the only
 * one the server takes; when it refuses, its reason shows in the dialog.
 */
export function RecordPaymentButton({ subscription }: { subscription: TiffinSubscription }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const isPhone = useIsPhone();
  const dataProvider = useKitchenDataProvider();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(subscription.amount));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  const close = () => {
    if (saving) return;
    setOpen(false);
    setRefusal('');
  };
  const record = async () => {
    setSaving(true);
    setRefusal('');
    try {
      await dataProvider.recordTiffinPayment(subscription.id, Number(amount));
      notify(translate('hk.tiffinSubscriptions.paymentRecorded'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      setRefusal(errorMessage(error) ?? '');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<PaymentsIcon />}
        onClick={() => {
          setAmount(String(subscription.amount));
          setOpen(true);
        }}
      >
        {translate('hk.tiffinSubscriptions.recordPayment')}
      </Button>
      <Dialog open={open} onClose={close} fullScreen={isPhone} aria-labelledby="record-payment-title">
        <DialogTitle id="record-payment-title">{translate('hk.tiffinSubscriptions.recordPaymentTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            {translate('hk.tiffinSubscriptions.recordPaymentHelp', { amount: formatRupees(subscription.amount) })}
          </DialogContentText>
          <TextField
            label={translate('hk.tiffinSubscriptions.amountReceived')}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
            autoFocus
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('hk.tiffinSubscriptions.cancel')}
          </Button>
          <Button variant="contained" onClick={record} disabled={saving || !(Number(amount) > 0)}>
            {translate(saving ? 'hk.tiffinSubscriptions.recording' : 'hk.tiffinSubscriptions.record')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
