import { formatDateTimeInZone, type OrderListRow } from '@mostrador/core';
import type { SheetColumn } from '../../lib/spreadsheet';

/** Most rows one export writes; beyond it the seller is asked to filter (a 400, not a huge file). */
export const EXPORT_MAX_ROWS = 50_000;

const clientName = (row: OrderListRow) => row.client?.name || row.client?.email || '';

/** /orderlist columns: order number, date, client, value, payment, estado, items count, original id. */
export function orderColumns(tz: string): SheetColumn<OrderListRow>[] {
  return [
    { header: 'Numero de pedido', value: (row) => row.alphanum_id },
    { header: 'Fecha', value: (row) => formatDateTimeInZone(row.created_at, tz) },
    { header: 'Cliente', width: 28, value: clientName },
    { header: 'Valor', value: (row) => row.total_price },
    { header: 'Pago', value: (row) => row.payment_label },
    { header: 'Estado', value: (row) => row.estado },
    { header: 'Items', width: 8, value: (row) => row.nitems },
    { header: 'ID original', value: (row) => row.original_id },
  ];
}

/** /paymentlist columns: what the payments screen filters and shows. */
export function paymentColumns(tz: string): SheetColumn<OrderListRow>[] {
  return [
    { header: 'Numero de pedido', value: (row) => row.alphanum_id },
    { header: 'Fecha', value: (row) => formatDateTimeInZone(row.created_at, tz) },
    { header: 'Cliente', width: 28, value: clientName },
    { header: 'Valor', value: (row) => row.total_price },
    { header: 'Pago', value: (row) => row.payment_label },
    { header: 'Metodo', value: (row) => row.payment_method },
    { header: 'Informacion del pago', width: 28, value: (row) => row.payment_info },
    { header: 'Estado', value: (row) => row.estado },
  ];
}
