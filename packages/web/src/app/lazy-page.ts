import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export: every page is its own chunk, so the login screen does
 * not carry the back office's code.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
