import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, Page } from '@mostrador/core';
import { apiJson, type RequestOptions } from '../../api/client';
import { queryString } from '../../api/query-string';
import { clientKeys } from '../clients/api';

export type NotificationKind = 'cart' | 'promo';
export type NotificationStatus = 'claimed' | 'sent' | 'delivered' | 'read' | 'failed';

/** One row of GET /store/notifications. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  client_id: number;
  client_name: string | null;
  to: string;
  sender: string | null;
  channel: string;
  status: NotificationStatus;
  status_label: string;
  body: string;
  error: string | null;
  local_date: string;
  claimed_at: string;
  sent_at: string | null;
  status_at: string | null;
}

/** GET /store/notifications/settings */
export interface NotificationSettings {
  time_zone: string;
  notifications: boolean;
  notifications_cart: boolean;
  /** YYYY-MM-DD HH:mm in the store's zone. */
  local_time: string;
  in_window: boolean;
  window: { from_hour: number; to_hour: number };
  channel: 'whatsapp' | 'outbox';
  plan: { notif_cart: boolean; notif_promo: boolean; notif_left: number; notif_batch: number };
}

type Signal = Pick<RequestOptions, 'signal'>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => [...notificationKeys.all, 'list', page] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** GET /store/notifications: a page of 15 (1-based on the server), newest first. */
export function listNotifications(page: number, options: Signal = {}) {
  return apiJson<Page<NotificationRow>>(`/store/notifications${queryString({ page })}`, options);
}

export function getNotificationSettings(options: Signal = {}) {
  return apiJson<NotificationSettings>('/store/notifications/settings', options);
}

export function saveNotificationSettings(input: { time_zone: string }) {
  return apiJson<{ message: string; settings: NotificationSettings }>('/store/notifications/settings', {
    method: 'PUT',
    body: input,
  });
}

export function setClientNotification(clientId: number, notification: boolean) {
  return apiJson<{
    message: string;
    client: { id: number; notification: boolean; last_notification: string | null };
  }>(`/store/clients/${clientId}/notification`, { method: 'PUT', body: { notification } });
}

export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => listNotifications(page + 1, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}

/** The client's opt-in: the detail shows the new value at once, the lists reload. */
export function useSetClientNotification(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: boolean) => setClientNotification(clientId, notification),
    onSuccess: ({ client }) => {
      queryClient.setQueryData<ClientDetail>(clientKeys.detail(clientId), (current) =>
        current ? { ...current, ...client } : current,
      );
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
