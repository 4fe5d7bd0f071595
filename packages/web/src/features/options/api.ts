import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IntegrationSettings,
  IntegrationSettingsInput,
  PaymentMethod,
  PaymentMethodInput,
  Theme,
  ThemeInput,
  UpdateStoreInput,
} from '@mostrador/core';
import { apiJson } from '../../api/client';
import { changePassword } from '../../api/auth';
import { storeKeys, updateStore, type StoreDetails } from '../../api/store';
import { addStoreUser, deleteStoreUser, listStoreUsers, storeUserKeys } from '../../api/store-users';
import { saveSession } from '../../session/session-store';

/** Query keys of /options; each mutation invalidates the part it changed. */
export const optionsKeys = {
  all: ['options'] as const,
  theme: () => [...optionsKeys.all, 'theme'] as const,
  paymentMethods: () => [...optionsKeys.all, 'payment-methods'] as const,
  integrations: () => [...optionsKeys.all, 'integrations'] as const,
};

interface Saved {
  message: string;
}

export const getTheme = () => apiJson<Theme>('/store/theme');
export const saveTheme = (input: ThemeInput) =>
  apiJson<Saved & { theme: Theme }>('/store/theme', { method: 'POST', body: input });
export const getPaymentMethods = () => apiJson<PaymentMethod[]>('/store/payment_methods/');
export const savePaymentMethods = (input: PaymentMethodInput[]) =>
  apiJson<Saved & { payment_methods: PaymentMethod[] }>('/store/payment_methods/', {
    method: 'POST',
    body: input,
  });
export const getIntegrations = () => apiJson<IntegrationSettings>('/store/integration_settings');
export const saveIntegrations = (input: IntegrationSettingsInput) =>
  apiJson<Saved & { settings: IntegrationSettings }>('/store/integration_settings', {
    method: 'POST',
    body: input,
  });

export function useTheme(enabled: boolean) {
  return useQuery({ queryKey: optionsKeys.theme(), queryFn: getTheme, enabled });
}

export function usePaymentMethods(enabled: boolean) {
  return useQuery({ queryKey: optionsKeys.paymentMethods(), queryFn: getPaymentMethods, enabled });
}

export function useIntegrations(enabled: boolean) {
  return useQuery({ queryKey: optionsKeys.integrations(), queryFn: getIntegrations, enabled });
}

export function useStoreUsers(enabled: boolean) {
  return useQuery({ queryKey: storeUserKeys.list(), queryFn: listStoreUsers, enabled });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSuccess: ({ theme }) => {
      queryClient.setQueryData(optionsKeys.theme(), theme);
      // The header logo and the widget colours also live in the store view.
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  });
}

export function useSavePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethods,
    onSuccess: ({ payment_methods }) => {
      queryClient.setQueryData(optionsKeys.paymentMethods(), payment_methods);
    },
  });
}

export function useSaveIntegrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntegrations,
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(optionsKeys.integrations(), settings);
    },
  });
}

/** POST /store/{storeId}: business data, switches, dialog messages and the wizard flags. */
export function useUpdateStore(storeId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateStoreInput) => {
      if (storeId === undefined) throw new Error('Sin tienda');
      return updateStore(storeId, changes);
    },
    onSuccess: ({ store }) => {
      queryClient.setQueryData<StoreDetails>(storeKeys.me(), store);
    },
  });
}

export function useAddStoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeUserKeys.all }),
  });
}

export function useDeleteStoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeUserKeys.all }),
  });
}

/** The answer carries a new session (the old token stops working): it replaces the saved one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ session }) => saveSession(session),
  });
}
