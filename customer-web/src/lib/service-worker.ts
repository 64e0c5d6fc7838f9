/**
 * Registers /sw.js (production builds only) once the page has loaded, so it never competes with the first screen; the
 * app usually starts after the load event (src/main.tsx waits for the first frame), and then registers at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
