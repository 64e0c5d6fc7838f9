import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { messageOf } from '../../lib/api-client';
import type { TiffinSubscription } from '../../lib/api-types';
import { openRazorpayPayment } from '../../lib/payment/razorpay-checkout';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { tiffinApi } from './tiffin-api';
import '../../i18n/sections/testPayment';

/**
 * Pays a subscription's period as orders are paid: Razorpay Checkout in place, verified by the tiffin's own call, or
 * the test-mode page when the kitchen has no keys. Paid, closed or failed, the customer lands on My tiffin.
 */
export function usePayTiffin(): { pay: (subscription: TiffinSubscription) => Promise<void>; busy: boolean } {
  const { t } = useTiffinTexts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const pay = useCallback(
    async (subscription: TiffinSubscription) => {
      setBusy(true);
      try {
        const checkout = await tiffinApi.checkout(subscription.id);
        if (checkout.provider === 'test') {
          void navigate(paths.tiffinTestPayment(subscription.id));
          return;
        }
        const user = useAuthStore.getState().user;
        await openRazorpayPayment(checkout, subscription.planName, checkout.checkoutUrl ?? '', user ?? {}, {
          paid: (response) => {
            tiffinApi
              .verifyPayment(subscription.id, response)
              .then(() => toast.success(t('testPayment.paid')))
              .catch((error: unknown) => toast.error(messageOf(error, t('mine.changeFailed'))))
              .finally(() => {
                setBusy(false);
                void navigate(paths.myTiffin);
              });
          },
          closed: () => {
            setBusy(false);
            void navigate(paths.myTiffin);
          },
        });
      } catch (error) {
        setBusy(false);
        toast.error(messageOf(error, (error as Error).message));
      }
    },
    [navigate, t],
  );
  return { pay, busy };
}
