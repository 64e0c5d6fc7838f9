import { useTranslation } from '../../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { holdMessage } from './hold-text';
import type { HoldView } from './use-checkout-hold';
import '../../i18n/sections/checkout';

/** The hold's state above the checkout form: the countdown, its end, or why nothing is held. */
export function HoldNotice({ view, onHoldAgain }: { view: HoldView; onHoldAgain: () => void }) {
  const { t } = useTranslation();
  switch (view.state) {
    case 'held':
      return (
        <Alert severity="info" role="timer" data-testid="hold-notice">
          {holdMessage(view.hold, view.secondsLeft)}
        </Alert>
      );
    case 'expired':
      return (
        <Alert
          severity="warning"
          data-testid="hold-notice"
          action={
            <Button color="inherit" size="small" onClick={onHoldAgain}>
              {t('checkout.holdAgain')}
            </Button>
          }
        >
          {t('checkout.holdEnded')}
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" data-testid="hold-notice">
          {view.message}
        </Alert>
      );
    default:
      return null;
  }
}
