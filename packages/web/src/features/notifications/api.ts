import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail } from '@mostrador/core';
import { type RequestOptions } from '../../api/client';
import { clientKeys } from '../clients/api';
import { apiCall, type AnswerOf } from '../../api/call';

/** One row of GET /store/notifications. */
export type NotificationRow = AnswerOf<'GET /api/store/notifications'>['items'][number];
export type NotificationKind = NotificationRow['kind'];
export type NotificationStatus = NotificationRow['status'];

/** GET /store/notifications/settings */
export type NotificationSettings = AnswerOf<'GET /api/store/notifications/settings'>;

type Signal = Pick<RequestOptions, 'signal'>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => [...notificationKeys.all, 'list', page] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** GET /store/notifications: a page of 15 (1-based on the server), newest first. */
export function listNotifications(page: number, options: Signal = {}) {
  return apiCall('GET /api/store/notifications', { query: { page }, ...options });
}

export function getNotificationSettings(options: Signal = {}) {
  return apiCall('GET /api/store/notifications/settings', options);
}

export function saveNotificationSettings(input: { time_zone: string }) {
  return apiCall('PUT /api/store/notifications/settings', { body: input });
}

export function setClientNotification(clientId: number, notification: boolean) {
  return apiCall('PUT /api/store/clients/:id/notification', {
    params: { id: clientId },
    body: { notification },
  });
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
