import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What a lazily loaded page leaves on its route: how to fetch its code before the first render needs it. */
export interface PageHandle {
  preload: () => Promise<void>;
}

/** How to give each page whose code failed to load a fresh attempt, until one is asked for. */
const failedPages = new Set<() => void>();

/** Lets the pages whose code could not be fetched try again on their next render (the page boundary's Retry). */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A route whose page module loads on first use. The load is kept, so the page suspends only until its code arrives.
 * A failed load stays failed (the page boundary shows it) until `retryFailedPages`, so nothing is fetched again on its
 * own while the network is away. `preload` lets the first render find the page already there, as the prerender drew
 * it, instead of the loading fallback.
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let Page: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (loaded) => {
        Page = loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // Until the code is here the page suspends. React keeps a lazy component that failed failed, so a retry makes a new one.
  const suspendUntilLoaded = (): ComponentType =>
    lazy(() =>
      preload().then(
        () => ({ default: Page as ComponentType }),
        (error: unknown) => {
          failedPages.add(() => (Loading = suspendUntilLoaded()));
          throw error;
        },
      ),
    );
  let Loading = suspendUntilLoaded();
  function LazyPage() {
    return Page ? <Page /> : <Loading />;
  }
  const handle: PageHandle = { preload };
  return { element: <LazyPage />, handle };
}
