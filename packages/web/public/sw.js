/*
 * Mostrador back office service worker: the app shell opens at once on a repeat visit and without
 * network. Pages (HTML) network first, falling back to the saved shell; the build's hashed files
 * (/assets/*) cache first, since a hash never changes content. The API (/api) is never cached.
 * Customer pages (the server's lib/customer-pages.ts list) are a separate entry and are left to
 * the network.
 */
const SHELL_CACHE = 'mostrador-shell-v1';
const ASSET_CACHE = 'mostrador-assets-v1';
const SHELL_URL = '/index.html';
/** Hashed files kept at most; the oldest go first (earlier builds). */
const MAX_ASSETS = 300;
const CUSTOMER_PAGES = /^\/(s\/|orderstatus\/|productlist\/|sandbox-checkout\/|(homeclient|info)(\/|$))/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (response.ok) await saveShell(response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [SHELL_CACHE, ASSET_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith('mostrador-') && !keep.includes(name)) await caches.delete(name);
      }
      // Take the open back office at once, so the files it loads from now on are saved too.
      await self.clients.claim();
    })(),
  );
});

/** Stores the shell and the hashed files it names (the entry script and styles). */
async function saveShell(response) {
  const html = await response.clone().text();
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_URL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cacheAssets(assets);
}

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) {
    if (!(await cache.match(url))) {
      const response = await fetch(url).catch(() => undefined);
      if (response && response.ok) await cache.put(url, response);
    }
  }
  await trimAssets(cache);
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

// The page lists the build files it loaded before this worker took control.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-assets' && Array.isArray(data.urls)) {
    const own = data.urls
      .map((url) => new URL(url, self.location.origin))
      .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    event.waitUntil(cacheAssets(own));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  if (request.mode === 'navigate') {
    if (CUSTOMER_PAGES.test(url.pathname)) return;
    event.respondWith(networkFirstPage(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});

async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) {
      const copy = response.clone();
      // Keep the newest shell for the next offline start, without delaying this one.
      event.waitUntil(saveShell(copy).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const saved = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const saved = await cache.match(request, { ignoreSearch: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
  return response;
}
