import { useState } from 'react';
import { useNavigate } from 'react-router';
import { orderDetailPath } from '../../../app/paths';
import { DataTable } from '../../../ui/data/DataTable';
import { TEXTS } from '../../../texts';
import { ORDER_COLUMNS } from '../../orders/components/order-columns';
import { useClientOrders } from '../api';

/** The client's orders, newest first; a click opens the order. */
export function ClientOrdersTab({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data } = useClientOrders(clientId, page);
  if (!data) return null;
  return (
    <DataTable
      label={TEXTS.clients.ordersLabel}
      columns={ORDER_COLUMNS}
      rows={data.items}
      rowKey={(row) => row.id}
      total={data.total}
      page={page}
      pageSize={data.page_size}
      onPageChange={setPage}
      onRowClick={(row) => void navigate(orderDetailPath(row.id))}
    />
  );
}
