/**
 * Registers the service worker the build writes (/sw.js, vite.config.ts) once the page has loaded, so installing it
 * never competes with the first paint. The development server has no worker: it would cache files that change.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it; only installing and opening offline do not.
      console.warn('The offline helper could not be registered.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
