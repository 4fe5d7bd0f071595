/**
 * The product runs on two hosts: the store (seller) host and the chat (customer) host. Off the
 * production hosts every route is available and the app behaves as the store host.
 */
const configuredClientHosts = (import.meta.env.VITE_CLIENT_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

export function isClientHost(hostname: string = window.location.hostname): boolean {
  const host = hostname.toLowerCase();
  return host.startsWith('chat.') || configuredClientHosts.includes(host);
}
