import {
  DASHBOARD_CLIENTS_CAP,
  DASHBOARD_GROUPS,
  DASHBOARD_ORDERS_CAP,
  type DashboardGroup,
  type DashboardPanel,
  type DashboardView,
} from '@mostrador/core';
import type { Db } from '../../db/client';
import { selectClients } from '../clients/clients.api';
import { clientRowView } from '../clients/clients.service';
import { orderRowView } from '../orders/order-view';
import { selectOrderRows } from '../orders/orders.api';
import { clientMetrics, statusTotals } from './dashboard.repository';
import type { StoreRow } from '../../db/rows';

const GROUPS = Object.entries(DASHBOARD_GROUPS) as [
  DashboardGroup,
  (typeof DASHBOARD_GROUPS)[DashboardGroup],
][];

/** The /home figures: order panels with counts and totals, client metrics, latest clients. */
export function createDashboardService(db: Db) {
  return {
    async summary(store: StoreRow, timeZone: string): Promise<DashboardView> {
      const [totals, metrics, latestClients, ...lists] = await Promise.all([
        statusTotals(
          db,
          store.id,
          GROUPS.map(([, group]) => group.status),
        ),
        clientMetrics(db, store.id, timeZone),
        selectClients(db, store.id, {}, DASHBOARD_CLIENTS_CAP),
        ...GROUPS.map(([, group]) =>
          selectOrderRows(db, store.id, { estado: group.status }, DASHBOARD_ORDERS_CAP),
        ),
      ]);
      const panels = Object.fromEntries(
        GROUPS.map(([key, group], index): [DashboardGroup, DashboardPanel] => {
          const figures = totals.find((row) => row.status === group.status);
          return [
            key,
            {
              title: group.title,
              status: group.status,
              count: figures?.count ?? 0,
              total: Number(figures?.total ?? 0),
              orders: (lists[index] ?? []).map((row) => {
                const view = orderRowView(row, store.curr_symbol);
                return {
                  id: view.id,
                  alphanum_id: view.alphanum_id,
                  created_at: view.created_at,
                  client: view.client,
                  total_price: view.total_price,
                  payment_status: view.payment_status,
                  payment_label: view.payment_label,
                };
              }),
            },
          ];
        }),
      ) as Record<DashboardGroup, DashboardPanel>;
      return {
        orders: panels,
        clients: metrics,
        latest_clients: latestClients.map(clientRowView),
        report_slim: store.urls.report_slim ?? null,
        curr_symbol: store.curr_symbol,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
