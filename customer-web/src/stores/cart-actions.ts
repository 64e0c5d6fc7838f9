import { i18n } from '../i18n/i18n';
import type { MenuCard } from '../lib/api-types';
import { messageOf } from '../lib/api-client';
import { CartRuleError, useCartStore } from './cart-store';
import { toast } from './toast-store';

/** Adds one dish and tells the customer in a toast what happened. */
export async function addToCartWithToast(card: MenuCard, quantity = 1): Promise<boolean> {
  try {
    const outcome = await useCartStore.getState().addItem(card, quantity);
    toast.success(i18n.t(outcome === 'added' ? 'notices.addedToCart' : 'notices.quantityUpdated'));
    return true;
  } catch (error) {
    toast.error(error instanceof CartRuleError ? error.message : messageOf(error, i18n.t('notices.couldNotAdd', { name: card.name })));
    return false;
  }
}
