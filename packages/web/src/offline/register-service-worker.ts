/**
 * The back office's service worker (public/sw.js): production builds only, so development and hot
 * reload never serve a stale copy. Once it is active, the page tells it which build files it has
 * already loaded, so the whole current screen opens offline, not only what is fetched later.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(sendLoadedAssets)
      .catch(() => undefined);
    // The worker took control: anything loaded until that moment still has to be named to it.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      void navigator.serviceWorker.ready.then(sendLoadedAssets);
    });
  });
}

function sendLoadedAssets(registration: ServiceWorkerRegistration) {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith('/assets/'));
  registration.active?.postMessage({ type: 'cache-assets', urls });
}
