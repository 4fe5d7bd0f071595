import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataImportView,
  SyncKind,
  IntegrationSettingsInput,
  PaymentMethodInput,
  ThemeInput,
  UpdateStoreInput,
} from '@mostrador/core';
import { changePassword, saveOwnData } from '../../api/auth';
import { storeKeys, updateStore, type StoreDetails } from '../../api/store';
import { addStoreUser, deleteStoreUser, listStoreUsers, storeUserKeys } from '../../api/store-users';
import { saveSession } from '../../session/session-store';
import { apiCall, type AnswerOf } from '../../api/call';

/** Query keys of /options; each mutation invalidates the part it changed. */
export const optionsKeys = {
  all: ['options'] as const,
  theme: () => [...optionsKeys.all, 'theme'] as const,
  paymentMethods: () => [...optionsKeys.all, 'payment-methods'] as const,
  integrations: () => [...optionsKeys.all, 'integrations'] as const,
  wooStatus: () => [...optionsKeys.all, 'woo-status'] as const,
  wooRuns: () => [...optionsKeys.all, 'woo-runs'] as const,
};

/** GET /store/integrations/woocommerce: where each kind of sync stands. */
export type WooSyncStatus = AnswerOf<'GET /api/store/integrations/woocommerce'>;

/** The latest run of each sync kind (the import log keeps them with the file uploads). */
export type WooRuns = Record<SyncKind, DataImportView | null>;

export const getTheme = () => apiCall('GET /api/store/theme');
export const saveTheme = (input: ThemeInput) => apiCall('POST /api/store/theme', { body: input });
export const getPaymentMethods = () => apiCall('GET /api/store/payment_methods/');
export const savePaymentMethods = (input: PaymentMethodInput[]) =>
  apiCall('POST /api/store/payment_methods/', { body: input });
export const getIntegrations = () => apiCall('GET /api/store/integration_settings');
export const saveIntegrations = (input: IntegrationSettingsInput) =>
  apiCall('POST /api/store/integration_settings', { body: input });

export const getWooStatus = () => apiCall('GET /api/store/integrations/woocommerce');
export const requestWooSync = () => apiCall('POST /api/store/integrations/woocommerce/sync', { body: {} });

async function getWooRuns(): Promise<WooRuns> {
  const latest = (kind: SyncKind) =>
    apiCall('GET /api/store/data_imports', { query: { kind } }).then((page) => page.items[0] ?? null);
  const [woo_products, woo_orders] = await Promise.all([latest('woo_products'), latest('woo_orders')]);
  return { woo_products, woo_orders };
}

/** A run is waiting or going: the screen asks again every few seconds until it ends. */
export function isWooSyncRunning(runs: WooRuns | undefined): boolean {
  return Object.values(runs ?? {}).some((run) => run?.status === 'pending' || run?.status === 'processing');
}

const WOO_POLL_MS = 2_000;

export function useWooStatus(enabled: boolean) {
  return useQuery({ queryKey: optionsKeys.wooStatus(), queryFn: getWooStatus, enabled });
}

export function useWooRuns(enabled: boolean) {
  return useQuery({
    queryKey: optionsKeys.wooRuns(),
    queryFn: getWooRuns,
    enabled,
    refetchInterval: (query) => (isWooSyncRunning(query.state.data) ? WOO_POLL_MS : false),
  });
}

export function useRequestWooSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWooSync,
    onSuccess: ({ data_imports }) => {
      queryClient.setQueryData<WooRuns>(optionsKeys.wooRuns(), (current) => {
        const next: WooRuns = { woo_products: null, woo_orders: null, ...current };
        for (const run of data_imports)
          if (run.kind === 'woo_products' || run.kind === 'woo_orders') next[run.kind] = run;
        return next;
      });
    },
  });
}

export function useTheme(enabled: boolean) {
  return useQuery({ queryKey: optionsKeys.theme(), queryFn: getTheme, enabled });
}

/** GET /store/online_payment: whether online payment is live, a sandbox, or unavailable here. */
export type OnlinePayment = AnswerOf<'GET /api/store/online_payment'>;
export const getOnlinePayment = () => apiCall('GET /api/store/online_payment');

export function useOnlinePayment() {
  return useQuery({ queryKey: [...optionsKeys.all, 'online-payment'], queryFn: getOnlinePayment });
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
      // Saving the connection decides whether a sync can run.
      void queryClient.invalidateQueries({ queryKey: optionsKeys.wooStatus() });
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

export function useSaveOwnData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnData,
    onSuccess: async ({ session }) => {
      saveSession(session);
      // The team list shows the name.
      await queryClient.invalidateQueries({ queryKey: storeUserKeys.all });
    },
  });
}
