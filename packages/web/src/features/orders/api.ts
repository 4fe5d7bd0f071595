import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus, SaveOrderInput } from '@mostrador/core';
import { ADD_ITEM_PAGE_SIZE } from '@mostrador/core';
import { type RequestOptions } from '../../api/client';
import { downloadFile } from '../../api/download';
import { queryString } from '../../api/query-string';
import { browserTimeZone } from '../../api/time-zone';
import { useToast } from '../../ui/toast/toast-context';
import { clientKeys } from '../clients/api';
import { dashboardKeys } from '../home/api';
import { apiCall, type AnswerOf } from '../../api/call';

/**
 * The filters of /orderlist (client, date, estado, order number, original id) and /paymentlist
 * (payment, method, date, client, estado): one server call serves both screens.
 */
export type OrderFilterValues = {
  client: string;
  date: string;
  estado: OrderStatus | '';
  order_number: string;
  original_id: string;
  payment: PaymentStatus | '';
  method: string;
  /** Cobros: 'true' leaves out provisional orders whose payment was not requested. */
  hide_unrequested?: 'true' | '';
};

export const EMPTY_ORDER_FILTERS: OrderFilterValues = {
  client: '',
  date: '',
  estado: '',
  order_number: '',
  original_id: '',
  payment: '',
  method: '',
};

/** POST /store/orders/{id} answers the saved order with the spec's message. */
export type SaveOrderAnswer = AnswerOf<'POST /api/store/orders/:id'>;

type Signal = Pick<RequestOptions, 'signal'>;

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilterValues, page: number) => [...orderKeys.all, 'list', filters, page] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  products: (name: string, page: number) => [...orderKeys.all, 'add-item-products', name, page] as const,
};

export function listOrders(filters: OrderFilterValues, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/orders', { query: { ...filters, page, tz: browserTimeZone() }, ...options });
}

export function getOrder(id: number, options: Signal = {}) {
  return apiCall('GET /api/store/orders/:id', { params: { id }, ...options });
}

export function saveOrder(id: number, input: SaveOrderInput) {
  return apiCall('POST /api/store/orders/:id', { params: { id }, body: input });
}

/** AGREGAR ITEM: a page of 7 products (GET /store/products/{page}&{size}, name filter). */
export function listProductsToAdd(name: string, page: number, options: Signal = {}) {
  return apiCall('GET /api/store/products/:range', {
    params: { range: `${page}&${ADD_ITEM_PAGE_SIZE}` },
    query: { name },
    ...options,
  });
}

/** datosExportadosPedidos.xlsx or datosExportadosCobros.xlsx, with the screen's filters. */
export function exportOrders({ filters, view }: { filters: OrderFilterValues; view: 'orders' | 'payments' }) {
  const query = queryString({ ...filters, view, tz: browserTimeZone() });
  const fileName = view === 'payments' ? 'datosExportadosCobros.xlsx' : 'datosExportadosPedidos.xlsx';
  return downloadFile(`/store/orders/export${query}`, fileName);
}

export function useOrders(filters: OrderFilterValues, page: number) {
  return useQuery({
    queryKey: orderKeys.list(filters, page),
    queryFn: ({ signal }) => listOrders(filters, page + 1, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getOrder(id ?? 0, { signal }),
    enabled: id !== null,
    // A missing order sends the user home (spec section 2) instead of a toast.
    meta: { silentError: true },
  });
}

export function useProductsToAdd(name: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.products(name, page),
    queryFn: ({ signal }) => listProductsToAdd(name, page + 1, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Spec section 9: the order reloads 500 ms after saving. */
export const ORDER_RELOAD_DELAY_MS = 500;

/**
 * What every order change answers (a save, Completar, its undo, delivery or pickup): a toast with
 * the server's message, the saved order shown at once, and 500 ms later the order, the lists, the
 * dashboard and the client's orders reloaded.
 */
export function useOrderAnswer() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return {
    onError: (error: Error) => showToast('error', error.message),
    onSuccess: (answer: SaveOrderAnswer) => {
      showToast('success', answer.message);
      queryClient.setQueryData(orderKeys.detail(answer.order.id), answer.order);
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      }, ORDER_RELOAD_DELAY_MS);
    },
  };
}

/**
 * Saves an order (PEDIDO, ENVIO, OTROS, 'Solicitar pago', a status change): the answer's message is
 * 'Orden actualizada correctamente' or 'Pago actualizado correctamente'.
 */
export function useSaveOrder() {
  const answer = useOrderAnswer();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SaveOrderInput }) => saveOrder(id, input),
    ...answer,
  });
}
