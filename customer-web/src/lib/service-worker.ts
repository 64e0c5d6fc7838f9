/**
 * Registers /sw.js (production builds only) once the page has loaded, so it never competes with the first screen. The
 * app starts after the first paint, which may come after the load event: then it registers at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
