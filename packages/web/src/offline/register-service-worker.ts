/**
 * The back office's service worker (public/sw.js): production builds only, so development and hot
 * reload never serve a stale copy. The page names to the worker every build file it loads, so the
 * whole current screen opens offline, not only what is fetched through the worker later.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    // Every file loaded, before the worker was active (buffered) and after, is named once it is
    // ready. Naming them only when it became ready or took control missed a screen's file whose
    // request left before the worker took the page and ended after that moment (seen in the
    // offline journey): it went to the network and was never saved. The worker skips files it has.
    new PerformanceObserver((list) => {
      const urls = list
        .getEntries()
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/'));
      if (urls.length === 0) return;
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: 'cache-assets', urls }),
      );
    }).observe({ type: 'resource', buffered: true });
  });
}
