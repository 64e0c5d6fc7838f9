import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { messageOf } from '../../lib/api-client';
import type { TiffinSubscription } from '../../lib/api-types';
import { toast } from '../../stores/toast-store';
import { tiffinApi } from './tiffin-api';

/**
 * Pays a period by UPI AutoPay: the customer approves the mandate on Razorpay's page (its first charge pays the
 * period, and Razorpay's webhook tells the server), or, in test mode, the test AutoPay charge approves it at once.
 */
export function useAutopayTiffin(): { start: (subscription: TiffinSubscription) => Promise<void>; busy: boolean } {
  const { t } = useTiffinTexts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    async (subscription: TiffinSubscription) => {
      setBusy(true);
      try {
        const mandate = await tiffinApi.autopay(subscription.id);
        if (mandate.provider === 'test') {
          await tiffinApi.verifyAutopay(subscription.id, await tiffinApi.testAutopayCharge(mandate.providerSubscriptionId));
          toast.success(t('subscribe.autopayTestOn'));
          void navigate(paths.myTiffin);
          return;
        }
        if (!mandate.shortUrl) throw new Error(t('mine.changeFailed'));
        window.location.assign(mandate.shortUrl);
      } catch (error) {
        toast.error(messageOf(error, t('mine.changeFailed')));
      } finally {
        setBusy(false);
      }
    },
    [navigate, t],
  );
  return { start, busy };
}
