import { formatMoney } from '@mostrador/core/format/money';
import { CT } from '../texts';
import type { CustomerOrder } from '../types';
import { PaymentButton } from './PaymentButton';
import { TotalsBreakdown } from './TotalsBreakdown';

/** The two accordions of RESUMEN DEL PEDIDO: the order with its payment button, and the store. */
export function OrderSummary({ order, onReload }: { order: CustomerOrder; onReload: () => Promise<void> }) {
  return (
    <>
      <details className="card accordion" open>
        <summary>
          Pedido {order.alphanum_id} · {formatMoney(order.total_price, order.curr_symbol)}
        </summary>
        <dl className="facts">
          <dt>Número de pedido</dt>
          <dd>{order.alphanum_id}</dd>
          {order.original_id ? (
            <>
              <dt>Id original</dt>
              <dd>{order.original_id}</dd>
            </>
          ) : null}
          <dt>Total</dt>
          <dd>{formatMoney(order.total_price, order.curr_symbol)}</dd>
          <dt>Items</dt>
          <dd>{order.nitems}</dd>
          <dt>Estado</dt>
          <dd>{order.estado}</dd>
          <dt>Entrega</dt>
          <dd>{order.delivery ? order.delivery_address || '-' : CT.pickup}</dd>
          <dt>Medio de pago</dt>
          <dd>{order.payment_method || CT.noMethod}</dd>
          {order.payment_info ? (
            <>
              <dt>Pago</dt>
              <dd>{order.payment_info}</dd>
            </>
          ) : null}
        </dl>
        <TotalsBreakdown order={order} />
        <PaymentButton key={`${order.id}-${order.payment_status}`} order={order} onReload={onReload} />
      </details>
      <details className="card accordion">
        <summary>Tienda</summary>
        <dl className="facts">
          <dt>Hashtag</dt>
          <dd>#{order.store.hashtag.replace(/^#/, '')}</dd>
          <dt>Nombre</dt>
          <dd>{order.store.name}</dd>
          <dt>Dirección</dt>
          <dd>{order.store.address || '-'}</dd>
        </dl>
      </details>
    </>
  );
}
