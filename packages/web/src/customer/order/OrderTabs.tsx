import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatMoney } from '@mostrador/core/format/money';
import { formatDateTimeInZone } from '@mostrador/core/orders/dates';
import { CT } from '../texts';
import type { CustomerOrder } from '../types';

function ShippingTab({ order }: { order: CustomerOrder }) {
  return (
    <>
      <p className="row">
        <span>Costo de envío</span>
        <strong>{formatMoney(order.shipping_cost, order.curr_symbol)}</strong>
      </p>
      {order.shipping.length === 0 ? <p className="empty">{CT.emptyTable}</p> : null}
      {order.shipping.map((shipment, index) => (
        <dl key={index} className="facts">
          <dt>Código de seguimiento</dt>
          <dd>{shipment.tracking_code || '-'}</dd>
          <dt>Transporte</dt>
          <dd>{shipment.transport_co || '-'}</dd>
          <dt>Despachado</dt>
          <dd>
            {shipment.dispatched_at ? formatDateTimeInZone(shipment.dispatched_at, order.time_zone) : '-'}
          </dd>
          <dt>Llegada</dt>
          <dd>{shipment.eta ? formatDateTimeInZone(shipment.eta, order.time_zone) : '-'}</dd>
          {shipment.link ? (
            <>
              <dt>Link</dt>
              <dd>
                <a href={shipment.link} target="_blank" rel="noopener noreferrer">
                  Seguir envío
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ))}
    </>
  );
}

function OthersTab({ order }: { order: CustomerOrder }) {
  if (order.other_concepts.length === 0) return <p className="empty">{CT.emptyTable}</p>;
  return (
    <ul className="concepts">
      {order.other_concepts.map((concept) => (
        <li key={concept.id} className="row">
          <span>
            {concept.description}{' '}
            <span className="muted">({concept.value >= 0 ? 'Interes' : 'Descuento'})</span>
          </span>
          <strong>{formatMoney(Math.abs(concept.value), order.curr_symbol)}</strong>
        </li>
      ))}
    </ul>
  );
}

type TabId = 'pedido' | 'envio' | 'otros';
const TABS: { id: TabId; label: string }[] = [
  { id: 'pedido', label: 'PEDIDO' },
  { id: 'envio', label: 'ENVIO' },
  { id: 'otros', label: 'OTROS' },
];

/** PEDIDO, ENVIO, OTROS and the disabled MONTO tab that shows the total (spec section 2). */
export function OrderTabs({ order, items }: { order: CustomerOrder; items: ReactNode }) {
  const [tab, setTab] = useState<TabId>('pedido');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <section className="card">
      <div className="tabs" role="tablist" aria-label="Detalle del pedido">
        {TABS.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {entry.label}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={false}
          aria-disabled="true"
          disabled
          className="tab-total"
        >
          MONTO {formatMoney(order.total_price, order.curr_symbol)}
        </button>
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {tab === 'pedido' ? (
          items
        ) : tab === 'envio' ? (
          <ShippingTab order={order} />
        ) : (
          <OthersTab order={order} />
        )}
      </div>
    </section>
  );
}
