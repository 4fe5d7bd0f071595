import type { StoreRole } from '@mostrador/core';
import { apiJson } from './client';

/** A member of the store's team (spec section 3). */
export interface StoreUser {
  id: number;
  name: string | null;
  email: string;
  role: StoreRole | null;
}

export const storeUserKeys = {
  all: ['store-users'] as const,
  list: () => [...storeUserKeys.all, 'list'] as const,
};

export function listStoreUsers(): Promise<StoreUser[]> {
  return apiJson<StoreUser[]>('/store/users/');
}

export function addStoreUser(input: { email: string; password: string; name?: string }) {
  return apiJson<{ message: string; user: StoreUser }>('/store/users/', { method: 'POST', body: input });
}

export function deleteStoreUser(id: number) {
  return apiJson<{ message: string }>(`/store/users/${id}`, { method: 'DELETE' });
}
