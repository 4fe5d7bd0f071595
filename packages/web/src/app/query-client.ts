import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/**
 * A 4xx will answer the same on a second try (and a 401 has already logged the user out), so only
 * network failures and server errors are retried, once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // The overlay covers the screen while anything loads; refetching on every focus change
        // would flash it each time a store owner switches apps on the phone.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
