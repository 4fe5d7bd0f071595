const LAST_URL_KEY = 'mostrador.lastUrl';

/** Pages that must never be the destination after a login. */
const NOT_A_DESTINATION = ['/login', '/register', '/recoverpass'];

/**
 * Only same-site paths are kept: a value like '//evil.example' or 'https://...' would turn the
 * after-login redirect into an open redirect.
 */
function isSafePath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return !NOT_A_DESTINATION.includes(path);
}

export function saveLastUrl(url: string): void {
  if (isSafePath(url)) localStorage.setItem(LAST_URL_KEY, url);
}

/** The remembered page, once: reading it forgets it so a later login starts at /home. */
export function takeLastUrl(): string | null {
  const url = localStorage.getItem(LAST_URL_KEY);
  localStorage.removeItem(LAST_URL_KEY);
  return url && isSafePath(url) ? url : null;
}

export function forgetLastUrl(): void {
  localStorage.removeItem(LAST_URL_KEY);
}
