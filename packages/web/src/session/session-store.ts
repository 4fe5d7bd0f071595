import type { UserSession } from '@mostrador/core';

const SESSION_KEY = 'mostrador.session';
/** Why a disabled account was sent to /login, kept in the tab until the next login (see takeInactiveNotice). */
const INACTIVE_NOTICE_KEY = 'mostrador.inactive-notice';

/** Why the saved user went away: the guards and the notices answer each one differently. */
export type SessionEndReason = 'logout' | 'expired' | 'inactive';

export interface SessionEnded {
  reason: SessionEndReason;
  message?: string;
}

type Listener = () => void;
type EndListener = (event: SessionEnded) => void;

const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();

// useSyncExternalStore needs the same object until the session really changes, so the parsed
// value is cached and only dropped on a write (here or in another tab).
let cached: UserSession | null | undefined;
let lastEndReason: SessionEndReason | null = null;

function isUserSession(value: unknown): value is UserSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserSession>;
  return (
    typeof candidate.jwt_token === 'string' &&
    typeof candidate.is_admin === 'boolean' &&
    typeof candidate.user === 'object' &&
    candidate.user !== null &&
    typeof candidate.user.email === 'string'
  );
}

function parseStored(raw: string | null): UserSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // A value saved by an older build, or edited by hand, is treated as no session at all.
    return isUserSession(value) ? value : null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function readSession(): UserSession | null {
  if (cached === undefined) cached = parseStored(localStorage.getItem(SESSION_KEY));
  return cached;
}

export function saveSession(session: UserSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  sessionStorage.removeItem(INACTIVE_NOTICE_KEY);
  cached = session;
  lastEndReason = null;
  notify();
}

/** Removes the saved user and tells the app why (the notice and the redirect depend on it). */
export function endSession(reason: SessionEndReason, message?: string): void {
  const hadSession = readSession() !== null;
  localStorage.removeItem(SESSION_KEY);
  cached = null;
  lastEndReason = reason;
  // (A background call may end the session just before the page reloads: the notice outlives it.)
  if (reason === 'inactive' && message) sessionStorage.setItem(INACTIVE_NOTICE_KEY, message);
  if (!hadSession) return;
  notify();
  const event: SessionEnded = message === undefined ? { reason } : { reason, message };
  for (const listener of endListeners) listener(event);
}

/** The disabled account's notice of an earlier page of this tab, given once. */
export function takeInactiveNotice(): string | null {
  const notice = sessionStorage.getItem(INACTIVE_NOTICE_KEY);
  sessionStorage.removeItem(INACTIVE_NOTICE_KEY);
  return notice;
}

export function lastSessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function onSessionEnded(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

// Logging in or out in another tab changes this one too, so no tab keeps a revoked token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    cached = undefined;
    notify();
  });
}
