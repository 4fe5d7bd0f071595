import { useSyncExternalStore } from 'react';
import type { UserSession } from '@mostrador/core';
import { readSession, subscribeSession } from './session-store';

/** The saved user, re-rendering when it is saved, cleared, or changed in another tab. */
export function useSession(): UserSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
