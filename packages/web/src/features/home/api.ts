import { useQuery } from '@tanstack/react-query';
import { type RequestOptions } from '../../api/client';
import { browserTimeZone } from '../../api/time-zone';
import { apiCall } from '../../api/call';

/** Query keys of /home; an order save invalidates `all` (counts and totals move). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** GET /store/dashboard: order panels, client metrics and the latest clients. */
export function getDashboard(options: Pick<RequestOptions, 'signal'> = {}) {
  return apiCall('GET /api/store/dashboard', { query: { tz: browserTimeZone() }, ...options });
}

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard({ signal }),
    enabled,
  });
}
