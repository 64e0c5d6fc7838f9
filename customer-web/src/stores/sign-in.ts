import { useAuthStore, type User } from './auth-store';
import { useCartStore } from './cart-store';

/**
 * Starts the customer's session, then merges the guest cart into their account (docs/rules.md), so the page they go
 * to next already shows the merged cart.
 */
export async function signIn(token: string, user?: User): Promise<void> {
  await useAuthStore.getState().login(token, user);
  await useCartStore.getState().syncAfterLogin();
}
