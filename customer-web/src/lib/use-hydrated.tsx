import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

const HydratedContext = createContext(true);

/**
 * Tells what it wraps whether React has adopted it. React reads useSyncExternalStore's server snapshot only while it
 * adopts drawn markup (the build's prerender, the server's drawing), so this learns from it that it is being adopted.
 * Once it is, the change is a transition: React redraws the readers in slices a tap can interrupt. Read in each
 * component, that snapshot forced every reader (the header, the menu with its cards) to draw again in one task; here
 * only this component draws again in that way, with the same value, so nothing below it does.
 *
 * React adopts the layout first and the page inside its Suspense boundary after it: each part has a scope of its own
 * (main-layout.tsx, page-boundary.tsx), so a page is never told it is adopted before React has adopted it.
 */
export function HydrationScope({ children }: { children: ReactNode }) {
  const adopting = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerender and while React adopts a drawn page, true in every other render. What this browser alone
 * knows (its cart's count, the kitchen's details kept from the last visit) shows from the render after adoption, so the
 * markup React adopts is the markup the prerender wrote. A page rendered from scratch, or a component outside any
 * HydrationScope, shows it all from its first render.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
