import { api } from './api-client';
import type { CheckoutHold, PickupChoice } from './api-types';

/** What checkout asks of the server besides the order itself: the hold on the cart's portions and pickup times. */
export const checkoutApi = {
  hold: () => api.post<CheckoutHold>('/checkout/hold'),
  release: () => api.del<null>('/checkout/hold'),
  /** For a page being left: the browser still sends it after the page is gone. */
  releaseOnExit: () => api.del<null>('/checkout/hold', { keepalive: true }),
  pickupChoices: () => api.get<PickupChoice[]>('/checkout/pickup-slots'),
};
