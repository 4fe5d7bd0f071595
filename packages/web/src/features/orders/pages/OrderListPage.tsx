import { useSearchParams } from 'react-router';
import type { FilterField } from '../../../ui/data/FilterPanel';
import { PageTitle } from '../../../ui/PageTitle';
import { TEXTS } from '../../../texts';
import { EMPTY_ORDER_FILTERS } from '../api';
import { ORDER_COLUMNS } from '../components/order-columns';
import { OrdersTable } from '../components/OrdersTable';
import { STATUS_OPTIONS } from '../order-filters';
import { STATUS_QUERY, isOrderStatus } from '../urls';

const T = TEXTS.orders;

const FIELDS: FilterField[] = [
  { name: 'client', label: T.client, kind: 'text' },
  { name: 'date', label: T.date, kind: 'date' },
  { name: 'estado', label: T.status, kind: 'select', options: STATUS_OPTIONS },
  { name: 'order_number', label: T.orderNumber, kind: 'text' },
  { name: 'original_id', label: T.originalId, kind: 'text' },
];

function OrderList({ requested }: { requested: string | null }) {
  const preset = requested && isOrderStatus(requested) ? requested : '';
  // Spec section 2: a preselected status that does not exist shows 'Productos disponibles'.
  const isMissingPreset = Boolean(requested) && !preset;
  return (
    <>
      <PageTitle>{T.listTitle}</PageTitle>
      <OrdersTable
        view="orders"
        label={T.listLabel}
        fields={FIELDS}
        columns={ORDER_COLUMNS}
        initialFilters={{ ...EMPTY_ORDER_FILTERS, estado: preset }}
        filterTitle={isMissingPreset ? T.missingFilter : undefined}
        filtersExpanded={Boolean(requested)}
      />
    </>
  );
}

/** /orderlist: filters, pages of 15, export; `?estado={status}` preselects the status filter. */
export function OrderListPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(STATUS_QUERY);
  // A new address (a dashboard link) starts the list over with its own preselection.
  return <OrderList key={requested ?? ''} requested={requested} />;
}
