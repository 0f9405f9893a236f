/**
 * Registers the app-shell service worker (public/sw.js) in production builds. Only the staff entry
 * calls this; the signing page never does, and the worker leaves its pages alone.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline app shell could not be installed:', error);
    });
  });
}
