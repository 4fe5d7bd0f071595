import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/call';

export interface ReportRange {
  from: string;
  to: string;
  tz: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  report: (range: ReportRange) => [...reportKeys.all, range] as const,
};

export const getReport = (range: ReportRange) => apiCall('GET /api/store/reports', { query: { ...range } });

/** The store's own report for the period; the previous figures stay while the next load. */
export function useReport(range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.report(range),
    queryFn: () => getReport(range),
    enabled,
    placeholderData: keepPreviousData,
  });
}
