import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../api-client';
import type { Order } from '../api-types';
import { saveLatestOrder } from '../latest-order';
import { useAuthStore } from '../../stores/auth-store';
import { useSettingsStore } from '../../stores/settings-store';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { verifyPayment } from './payment-api';
import { openRazorpayCheckout } from './razorpay-checkout';

/**
 * Takes the customer to pay an order awaiting payment: Razorpay Checkout in place, or the test-mode page. A verified
 * payment opens the confirmation; closing Checkout or a failed payment leaves the customer on the order's page.
 */
export function usePayOnline(): { pay: (order: Order) => Promise<void>; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const pay = useCallback(
    async (order: Order) => {
      if (!order.payment) return;
      if (order.payment.provider === 'test') {
        navigate(paths.testPayment(order.id));
        return;
      }
      const checkoutUrl = useSettingsStore.getState().settings?.onlinePayment?.checkoutUrl;
      const user = useAuthStore.getState().user;
      setBusy(true);
      try {
        await openRazorpayCheckout(order, checkoutUrl ?? '', user ?? {}, {
          paid: (response) => {
            verifyPayment(response)
              .then((paid) => {
                saveLatestOrder(paid);
                navigate(paths.orderConfirmation, { state: { order: paid } });
              })
              .catch((error: unknown) => {
                toast.error(error instanceof ApiError ? error.message : i18n.t('payment.notConfirmedYet'));
                navigate(paths.orderStatus(order.id));
              })
              .finally(() => setBusy(false));
          },
          closed: () => {
            setBusy(false);
            navigate(paths.orderStatus(order.id));
          },
        });
      } catch (error) {
        setBusy(false);
        toast.error((error as Error).message);
        navigate(paths.orderStatus(order.id));
      }
    },
    [navigate],
  );
  return { pay, busy };
}
