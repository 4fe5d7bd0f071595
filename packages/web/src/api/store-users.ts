import type { StoreUserView } from '@mostrador/core';
import { apiCall, type BodyFor } from './call';

/** A member of the store's team (spec section 3). */
export type StoreUser = StoreUserView;

export const storeUserKeys = {
  all: ['store-users'] as const,
  list: () => [...storeUserKeys.all, 'list'] as const,
};

export const listStoreUsers = () => apiCall('GET /api/store/users/');

export const addStoreUser = (input: BodyFor<'POST /api/store/users/'>) =>
  apiCall('POST /api/store/users/', { body: input });

export const deleteStoreUser = (id: number) => apiCall('DELETE /api/store/users/:id', { params: { id } });
