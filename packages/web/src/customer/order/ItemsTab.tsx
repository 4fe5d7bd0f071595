import { useState } from 'react';
import { matchesText } from '@mostrador/core/filters/filters';
import { formatMoney } from '@mostrador/core/format/money';
import { formatQuantity, quantityStep, unitLabel } from '@mostrador/core/format/units';
import { ORDER_MSG } from '@mostrador/core/orders/messages';
import { customerApi, errorText } from '../api';
import { ACTIVITY, logActivity, readSessionId } from '../session';
import { CT } from '../texts';
import type { CustomerOrder, CustomerOrderItem } from '../types';
import { Locked } from '../ui/Locked';
import { Pager } from '../ui/Pager';
import { Picture } from '../ui/Picture';

/** Spec section 9: the customer order page shows 5 items a page. */
const ITEMS_PAGE_SIZE = 5;

interface Props {
  order: CustomerOrder;
  onChanged: (order: CustomerOrder) => void;
  onError: (message: string) => void;
}

function QuantityEditor({ item, order, onChanged, onError }: Props & { item: CustomerOrderItem }) {
  const [value, setValue] = useState(String(item.amount));
  const [isBusy, setBusy] = useState(false);
  const amount = Number(value.replace(',', '.'));
  const isChanged = value.trim() !== '' && Number.isFinite(amount) && amount > 0 && amount !== item.amount;

  const run = async (action: 'change' | 'delete') => {
    const sessionId = readSessionId();
    if (!sessionId) return;
    setBusy(true);
    try {
      const answer =
        action === 'change'
          ? await customerApi.changeItem(order.id, item.id, Math.round(amount * 100) / 100, sessionId)
          : await customerApi.deleteItem(order.id, item.id, sessionId);
      logActivity(action === 'change' ? ACTIVITY.quantityChanged : ACTIVITY.itemDeleted, {
        item_id: item.id,
        ...(action === 'change' ? { amount } : {}),
      });
      onChanged(answer);
    } catch (error) {
      onError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="qty-edit">
      <label className="visually-hidden" htmlFor={`qty-${item.id}`}>
        Cantidad de {item.name}
      </label>
      <input
        id={`qty-${item.id}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={quantityStep(item.quantity_unit)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span className="unit">{unitLabel(item.quantity_unit)}</span>
      <button
        type="button"
        className="small"
        disabled={!isChanged || isBusy}
        onClick={() => void run('change')}
      >
        Actualizar<span className="visually-hidden"> cantidad de {item.name}</span>
      </button>
      <button
        type="button"
        className="small danger"
        disabled={isBusy}
        aria-label={`Eliminar ${item.name}`}
        onClick={() => void run('delete')}
      >
        Eliminar
      </button>
    </div>
  );
}

/** PEDIDO: the items, 5 a page, filtered by name and brand; editable only while provisional. */
export function ItemsTab(props: Props) {
  const { order } = props;
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [page, setPage] = useState(1);
  const items = order.items.filter((item) => matchesText(item.name, name) && matchesText(item.brand, brand));
  const pages = Math.max(1, Math.ceil(items.length / ITEMS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * ITEMS_PAGE_SIZE, current * ITEMS_PAGE_SIZE);
  const isEditable = order.editable && order.status === 'provisional' && readSessionId() !== null;

  return (
    <>
      <div className="filters" role="search" aria-label="Filtrar items">
        <label>
          Producto
          <input value={name} onChange={(event) => (setName(event.target.value), setPage(1))} />
        </label>
        <label>
          Marca
          <input value={brand} onChange={(event) => (setBrand(event.target.value), setPage(1))} />
        </label>
      </div>
      {shown.length === 0 ? <p className="empty">{CT.emptyTable}</p> : null}
      <ul className="items" aria-label="Items del pedido">
        {shown.map((item) => (
          <li key={item.id} className="item">
            {item.image_url ? (
              <Picture
                src={item.image_url}
                alt=""
                width={56}
                height={56}
                fallback={<span className="no-photo" aria-hidden="true" />}
              />
            ) : (
              <span className="no-photo" aria-hidden="true" />
            )}
            <div className="item-body">
              <p className="item-name">
                {item.name}
                {item.edited_by_store ? <span className="edited"> *</span> : null}
              </p>
              {item.brand ? <p className="muted">{item.brand}</p> : null}
              <p className="item-figures">
                {item.revised ? (
                  // The store set this item's price: the unit price no longer explains the total.
                  <span className="agreed">{CT.agreedPrice}</span>
                ) : (
                  <span>
                    {formatMoney(item.price, order.curr_symbol)} / {unitLabel(item.quantity_unit)}
                  </span>
                )}
                <strong>{formatMoney(item.total, order.curr_symbol)}</strong>
              </p>
              {isEditable ? (
                <QuantityEditor key={`${item.id}-${item.amount}`} {...props} item={item} />
              ) : (
                <Locked id={`lock-${item.id}`} reason={ORDER_MSG.orderConfirmed}>
                  <span className="qty-read">
                    Cantidad: {formatQuantity(item.amount)} {unitLabel(item.quantity_unit)}
                  </span>
                </Locked>
              )}
              {item.store_observations ? (
                <p className="muted">Obs. de la tienda: {item.store_observations}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={current} pages={pages} label="Páginas de items" onPage={setPage} />
      {order.items.some((item) => item.edited_by_store) ? <p className="note">{CT.editedBySeller}</p> : null}
    </>
  );
}
