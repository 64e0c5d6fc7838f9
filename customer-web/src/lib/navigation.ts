/**
 * Lets code outside React (the API client, stores) change the route. The router registers
 * its navigate function at start; before that (or in tests) a full page load is the fallback.
 */
type Navigator = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (navigator) {
    navigator(to, options);
  } else {
    window.location.assign(to);
  }
}
