import { useEffect } from 'react';
import { useCartStore } from '../../stores/cart-store';
import { checkoutApi } from '../../lib/checkout-api';

/**
 * On the cart page the customer is not checking out: any hold of theirs ends first, then the cart is read again,
 * so its 'Only N left' counts the portions they were holding.
 */
export function useReleaseHoldOnCart(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    void checkoutApi
      .release()
      .catch(() => undefined)
      .then(() => useCartStore.getState().loadServerCart());
  }, [signedIn]);
}
