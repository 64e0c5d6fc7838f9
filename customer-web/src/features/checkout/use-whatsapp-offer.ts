import { useEffect, useState } from 'react';
import { useWhatsAppTexts } from '../../i18n/whatsapp-texts';
import { whatsappApi } from '../../lib/whatsapp-api';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';

/**
 * Checkout's WhatsApp offer: shown to a customer who has not turned WhatsApp on (and hidden until the server has said
 * so); `turnOnIfWanted` records the consent for that number before the order is placed, so its confirmation goes there.
 */
export function useWhatsAppOffer() {
  const { t } = useWhatsAppTexts();
  const [offered, setOffered] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    let current = true;
    whatsappApi
      .consent()
      .then((consent) => current && setOffered(!consent.on))
      // Without an answer there is nothing to offer; the order goes ahead as ever.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  /** `phone` is the number in the checkout's phone field, as stored digits; a failure is told and never stops the order. */
  async function turnOnIfWanted(phone: string | null): Promise<void> {
    if (!offered || !wanted || !phone) return;
    try {
      const auth = useAuthStore.getState();
      if (auth.user?.phone !== phone) await auth.updateProfile({ phone });
      const consent = await whatsappApi.choose({ on: true, source: 'CHECKOUT' });
      setOffered(!consent.on);
    } catch {
      toast.error(t('checkoutFailed'));
    }
  }

  return { offered, wanted, setWanted, turnOnIfWanted };
}
