import {
  AppError,
  CONFIRMED_ORDER_STATUSES,
  ORDER_STATUSES,
  fromCents,
  listDays,
  reportRangeProblem,
  resolveReportRange,
  shiftDay,
  toCents,
  type reportQuerySchema,
  type StoreReport,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  chatsInPeriod,
  convertedClients,
  ordersByStatus,
  salesByDay,
  topProducts,
} from './reports.repository';
import type { StoreRow } from '../../db/rows';

const CONFIRMED = new Set<string>(CONFIRMED_ORDER_STATUSES);

/**
 * The store's own report for /dashboard when the platform administrator has not set a general
 * report url: sales by day, orders by status, top products and chat-to-order conversion.
 */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  return {
    async report(store: StoreRow, query: z.output<typeof reportQuerySchema>): Promise<StoreReport> {
      const { from, to } = resolveReportRange(query, now());
      const problem = reportRangeProblem(from, to);
      if (problem) throw new AppError('bad_request', problem);
      const window = { from, until: shiftDay(to, 1), tz: query.tz };

      const [days, statuses, products, chats, converted] = await Promise.all([
        salesByDay(db, store.id, window),
        ordersByStatus(db, store.id, window),
        topProducts(db, store.id, window),
        chatsInPeriod(db, store.id, window),
        convertedClients(db, store.id, window),
      ]);

      const byDay = new Map(days.map((row) => [row.day, row]));
      const salesDays = listDays(from, to).map((day) => {
        const row = byDay.get(day);
        return { day, orders: row?.orders ?? 0, total: Number(row?.total ?? 0) };
      });
      const byStatus = new Map(statuses.map((row) => [row.status, row]));
      const ordersByStatusList = ORDER_STATUSES.map((status) => ({
        status,
        count: byStatus.get(status)?.count ?? 0,
        total: Number(byStatus.get(status)?.total ?? 0),
      }));
      const started = ordersByStatusList.reduce((sum, row) => sum + row.count, 0);
      const confirmedRows = ordersByStatusList.filter((row) => CONFIRMED.has(row.status));
      const confirmedOrders = confirmedRows.reduce((sum, row) => sum + row.count, 0);
      const salesCents = confirmedRows.reduce((sum, row) => sum + toCents(row.total), 0);

      return {
        from,
        to,
        tz: query.tz,
        curr_symbol: store.curr_symbol,
        sales_by_day: salesDays,
        orders_by_status: ordersByStatusList,
        top_products: products.map((row) => ({
          name: row.name,
          quantity_unit: row.quantity_unit,
          amount: Number(row.amount),
          total: Number(row.total),
          orders: row.orders,
        })),
        conversion: { chats, converted, started, confirmed: confirmedOrders },
        totals: {
          sales: fromCents(salesCents),
          confirmed_orders: confirmedOrders,
          average_ticket: confirmedOrders ? fromCents(Math.round(salesCents / confirmedOrders)) : 0,
        },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
