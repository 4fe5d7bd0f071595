import { useEffect, useState } from 'react';
import { customerApi, errorText } from './api';
import { readSessionId, recoverSession } from './session';
import { applyTheme } from './theme';
import type { StorePublic } from './types';

export type StoreState =
  | { phase: 'loading' }
  | { phase: 'ready'; store: StorePublic }
  | { phase: 'none' }
  | { phase: 'error'; message: string; status: number };

/**
 * The store a customer page shows: by hashtag when the address names it, otherwise the store of
 * the customer's saved session. Its colours are applied to the page as soon as it loads.
 */
export function useStore(hashtag: string | null): StoreState {
  const [state, setState] = useState<StoreState>({ phase: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    const load = async (): Promise<StoreState> => {
      if (hashtag) return { phase: 'ready', store: await customerApi.store(hashtag) };
      const session = readSessionId() ? await recoverSession() : null;
      return session?.store ? { phase: 'ready', store: session.store } : { phase: 'none' };
    };
    load()
      .then((next) => {
        if (!isCurrent) return;
        if (next.phase === 'ready') applyTheme(next.store.color_set);
        setState(next);
      })
      .catch((error: unknown) => {
        const status = (error as { status?: number }).status ?? 0;
        if (isCurrent) setState({ phase: 'error', message: errorText(error), status });
      });
    return () => {
      isCurrent = false;
    };
  }, [hashtag]);
  return state;
}
