/**
 * Spec section 7: a tracking script on production hosts and an analytics event on the 404 page,
 * both configured on the server (ANALYTICS_URL, TRACKING_SCRIPT_URL, PRODUCTION_HOSTS) and absent
 * when unset. Plain TypeScript with no UI imports, so the customer pages can use it as well.
 */
export interface PublicConfig {
  analytics_url: string | null;
  tracking_script_url: string | null;
}

const NOTHING: PublicConfig = { analytics_url: null, tracking_script_url: null };
let loaded: Promise<PublicConfig> | undefined;

/** GET /api/public/config once per page load; any failure means nothing is tracked. */
export function loadPublicConfig(): Promise<PublicConfig> {
  loaded ??= fetch('/api/public/config', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<PublicConfig>) : NOTHING))
    .catch(() => NOTHING);
  return loaded;
}

/** Adds the tracking script to the page once, when this host has one. */
export async function injectTrackingScript(): Promise<void> {
  const { tracking_script_url: src } = await loadPublicConfig();
  if (!src || document.querySelector('script[data-tracking]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.tracking = 'true';
  document.head.appendChild(script);
}

/**
 * The 404 analytics event: `{ event: 'page_not_found', path, referrer, at }` POSTed to ANALYTICS_URL.
 * Sent as text/plain with no-cors and keepalive, so no preflight is needed and leaving the page
 * does not cancel it; a failure is ignored, never shown.
 */
export async function sendNotFoundEvent(path: string): Promise<void> {
  const { analytics_url: url } = await loadPublicConfig();
  if (!url) return;
  const body = JSON.stringify({
    event: 'page_not_found',
    path,
    referrer: document.referrer || null,
    at: new Date().toISOString(),
  });
  await fetch(url, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  }).catch(() => undefined);
}
