import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which rows of the store-owned tables the database lets a query see (docs/adr/0011): one store's,
 * or all of them for the platform's own work (administration, background jobs that cross stores,
 * login lookups, seed, migrations). No scope at all sees none: the row-level security policies
 * fail closed.
 */
export type Scope = { kind: 'store'; storeId: number } | { kind: 'platform' };

export const PLATFORM_SCOPE: Scope = Object.freeze({ kind: 'platform' });

/**
 * A mutable holder, so that a request can open its scope before it knows the store (onRequest)
 * and narrow it once the guard has read the principal: every continuation of the request shares
 * the same holder.
 */
interface ScopeHolder {
  scope: Scope | undefined;
}

const storage = new AsyncLocalStorage<ScopeHolder>();

/**
 * Runs `fn` in one store's scope. The result is awaited inside the scope: Drizzle's query builders
 * only run when awaited, and one awaited outside would run with no scope at all.
 */
export function withStoreScope<T>(storeId: number, fn: () => T | PromiseLike<T>): Promise<T> {
  if (!Number.isSafeInteger(storeId) || storeId <= 0) {
    return Promise.reject(new Error(`Tienda invalida: ${storeId}`));
  }
  return storage.run({ scope: { kind: 'store', storeId } }, async () => await fn());
}

/** Runs `fn` in the platform's scope (every store's rows), awaiting it inside like withStoreScope. */
export function withPlatformScope<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ scope: PLATFORM_SCOPE }, async () => await fn());
}

/** The scope of the calling code; undefined when none was set (the database then shows no rows). */
export function currentScope(): Scope | undefined {
  return storage.getStore()?.scope;
}

/**
 * Opens an empty (fail closed) scope for `fn` and everything it starts; `setOpenScope` narrows it
 * later. Used once per HTTP request.
 */
export function runInOpenScope<T>(fn: () => T): T {
  return storage.run({ scope: undefined }, fn);
}

/** Sets the scope of the innermost open scope (a request's). Throws outside of one. */
export function setOpenScope(scope: Scope): void {
  const holder = storage.getStore();
  if (!holder) throw new Error('No hay un alcance de base de datos abierto');
  holder.scope = scope;
}

/** The key a connection's applied settings are compared with, and the values set_config takes. */
export function scopeSettings(scope: Scope | undefined): { key: string; scope: string; storeId: string } {
  if (!scope) return { key: 'none', scope: '', storeId: '' };
  if (scope.kind === 'platform') return { key: 'platform', scope: 'platform', storeId: '' };
  return { key: `store:${scope.storeId}`, scope: 'store', storeId: String(scope.storeId) };
}
