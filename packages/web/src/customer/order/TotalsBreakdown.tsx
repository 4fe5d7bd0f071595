import { formatMoney } from '@mostrador/core/format/money';
import type { CustomerOrder } from '../types';

/**
 * The total explained to the customer: items, shipping (or pickup), each discount (negative) and
 * surcharge, and the total, as the store computed it (core's orderBreakdown, sent by the server).
 */
export function TotalsBreakdown({ order }: { order: CustomerOrder }) {
  const { breakdown } = order;
  const money = (value: number) => formatMoney(value, order.curr_symbol);
  return (
    <section className="breakdown" aria-labelledby="resumen-monto">
      <h2 id="resumen-monto">Resumen del monto</h2>
      <p className="row">
        <span>Subtotal de productos</span>
        <span>{money(breakdown.items_subtotal)}</span>
      </p>
      <p className="row">
        <span>{breakdown.shipping === null ? 'Retira en sucursal (sin envío)' : 'Envío'}</span>
        <span>{money(breakdown.shipping ?? 0)}</span>
      </p>
      {breakdown.concepts.map((concept, index) => (
        <p className="row" key={`${concept.description}-${index}`}>
          <span>
            {concept.description} <span className="muted">({concept.type})</span>
          </span>
          <span>{money(concept.amount)}</span>
        </p>
      ))}
      <p className="row total">
        <strong>Total</strong>
        <strong>{money(breakdown.total)}</strong>
      </p>
    </section>
  );
}
