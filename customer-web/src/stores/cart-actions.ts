import { useState } from 'react';
import { i18n } from '../i18n/i18n';
import type { MenuCard } from '../lib/api-types';
import { messageOf } from '../lib/api-client';
import { CartRuleError, isSignedIn, useCartStore } from './cart-store';
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

/**
 * An Add to Cart button's action: `add(card)` adds one and shows the toast, and `adding` is true while a signed-in
 * customer's add waits for the server, so the button waits with it. A guest's cart is this browser's and changes at
 * once, so the button is not drawn again for it: on a slow phone, drawing it disabled and enabled again held the tap
 * back from the cart count.
 */
export function useAddToCart(): { add: (card: MenuCard) => Promise<void>; adding: boolean } {
  const [adding, setAdding] = useState(false);
  const add = async (card: MenuCard) => {
    // The same rule addItem follows to send the add to the server.
    const waitsForServer = isSignedIn();
    if (waitsForServer) setAdding(true);
    await addToCartWithToast(card);
    if (waitsForServer) setAdding(false);
  };
  return { add, adding };
}
