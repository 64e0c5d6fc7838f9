import type { MenuCard } from '../lib/api-types';
import { messageOf } from '../lib/api-client';
import { CartRuleError, useCartStore } from './cart-store';
import { toast } from './toast-store';

/** Adds one dish and tells the customer in a toast what happened. */
export async function addToCartWithToast(card: MenuCard, quantity = 1): Promise<boolean> {
  try {
    const outcome = await useCartStore.getState().addItem(card, quantity);
    toast.success(outcome === 'added' ? 'Added to cart' : 'Item quantity updated');
    return true;
  } catch (error) {
    toast.error(error instanceof CartRuleError ? error.message : messageOf(error, `Could not add ${card.name} to your cart.`));
    return false;
  }
}
