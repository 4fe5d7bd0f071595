import type { UpdateStoreInput } from '@mostrador/core';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './call';
import type { RequestOptions } from './client';

/** GET /store/me: the store as its own staff read it (the server's store view, spec section 3). */
export type { StoreDetails } from '@mostrador/core';

/** Query keys of the store area; mutations invalidate `all` so every view reloads. */
export const storeKeys = {
  all: ['store'] as const,
  me: () => [...storeKeys.all, 'me'] as const,
};

export const getMyStore = (options: Pick<RequestOptions, 'signal'> = {}) =>
  apiCall('GET /api/store/me', options);

export const updateStore = (storeId: number, changes: UpdateStoreInput) =>
  apiCall('POST /api/store/:storeId', { params: { storeId }, body: changes });

/** The caller's store, fresh from the server (an admin may have changed its urls or state). */
export function useMyStore(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.me(),
    queryFn: ({ signal }) => getMyStore({ signal }),
    enabled,
  });
}
