import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React adopts a prerendered page (and in the build's prerender), true in every other render. What this
 * browser alone knows (its cart's count, the kitchen's details kept from the last visit) shows from the render right
 * after hydration, so the markup React adopts is the markup the prerender wrote. React uses the third argument only
 * while hydrating, so a page rendered from scratch shows it all at once, as before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
