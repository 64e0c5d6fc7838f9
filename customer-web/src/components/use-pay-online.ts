import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import type { Order } from '../lib/api-types';
import { saveLatestOrder } from '../lib/latest-order';
import { useAuthStore } from '../stores/auth-store';
import { useSettingsStore } from '../lib/settings-store';
import { toast } from '../stores/toast-store';
import { paths } from '../config/paths';
import { verifyPayment } from '../lib/payment/payment-api';
import { openRazorpayCheckout } from '../lib/payment/razorpay-checkout';
import '../i18n/sections/payment';

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
        void navigate(paths.testPayment(order.id));
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
                void navigate(paths.orderConfirmation, { state: { order: paid } });
              })
              .catch((error: unknown) => {
                toast.error(error instanceof ApiError ? error.message : i18n.t('payment.notConfirmedYet'));
                void navigate(paths.orderStatus(order.id));
              })
              .finally(() => setBusy(false));
          },
          closed: () => {
            setBusy(false);
            void navigate(paths.orderStatus(order.id));
          },
        });
      } catch (error) {
        setBusy(false);
        toast.error((error as Error).message);
        void navigate(paths.orderStatus(order.id));
      }
    },
    [navigate],
  );
  return { pay, busy };
}
