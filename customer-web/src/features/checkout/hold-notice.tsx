import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { holdMessage } from './hold-text';
import type { HoldView } from './use-checkout-hold';

/** The hold's state above the checkout form: the countdown, its end, or why nothing is held. */
export function HoldNotice({ view, onHoldAgain }: { view: HoldView; onHoldAgain: () => void }) {
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
              Hold again
            </Button>
          }
        >
          Your hold has ended: these portions are on sale to others again.
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
