import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@mostrador/core/format/money';
import { quantityStep, unitLabel } from '@mostrador/core/format/units';
import { customerApi, CustomerApiError, errorText } from '../api';
import { navigate } from '../router';
import { ensureSessionId, readCustomerSession, readSessionId } from '../session';
import { CT } from '../texts';
import type { CataloguePage, CatalogueFilters, CatalogueProduct } from '../types';
import { Link } from '../ui/Link';
import { Loading } from '../ui/Loading';
import { Notice, notice, type NoticeState } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { Picture } from '../ui/Picture';

const FILTERS: { key: keyof CatalogueFilters; label: string }[] = [
  { key: 'name', label: 'Buscar por nombre' },
  { key: 'category', label: 'Categoría' },
  { key: 'kind', label: 'Tipo' },
  { key: 'brand', label: 'Marca' },
  { key: 'tags', label: 'Tag recomendado' },
];

function QuantityPicker(props: {
  product: CatalogueProduct;
  value: number;
  onChange: (value: number) => void;
}) {
  const { product, value, onChange } = props;
  // Spec section 2: gram-like units step by 100, the rest by 1.
  const step = quantityStep(product.quantity_unit);
  return (
    <div className="picker" role="group" aria-label={`Cantidad de ${product.name}`}>
      <button
        type="button"
        aria-label={`Quitar ${product.name}`}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - step))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        aria-label={`Cantidad de ${product.name}`}
        value={value === 0 ? '' : value}
        placeholder="0"
        onChange={(event) => onChange(Math.max(0, Number(event.target.value.replace(',', '.')) || 0))}
      />
      <button type="button" aria-label={`Sumar ${product.name}`} onClick={() => onChange(value + step)}>
        +
      </button>
    </div>
  );
}

/** /productlist/:token: the store's catalogue, 15 a page, where the customer adds to the order. */
export function ProductListPage({ token }: { token: string }) {
  const [filters, setFilters] = useState<CatalogueFilters>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<CataloguePage | null>(null);
  const [picked, setPicked] = useState<Map<number, { product: CatalogueProduct; amount: number }>>(new Map());
  const [message, setMessage] = useState<NoticeState | null>(null);
  const [isSaving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const sessionId = readSessionId() ?? undefined;
    try {
      setData(await customerApi.productList(token, page, filters, sessionId));
    } catch (error) {
      if (error instanceof CustomerApiError && error.status === 0) return setMessage(notice(error.message));
      // Spec section 8: on a session error the products reload without the session.
      if (sessionId) {
        try {
          return setData(await customerApi.productList(token, page, filters));
        } catch {
          // Falls through to the 404 page.
        }
      }
      navigate('/404', { replace: true });
    }
  }, [token, page, filters]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const setAmount = (product: CatalogueProduct, amount: number) =>
    setPicked((current) => new Map(current).set(product.id, { product, amount }));

  const add = async () => {
    // Zero or empty amounts are not added (spec section 2).
    const lines = [...picked.values()].filter((line) => line.amount > 0);
    if (lines.length === 0) return setMessage(notice(CT.nothingToAdd, 'info'));
    setSaving(true);
    try {
      const order = await customerApi.addItems(
        lines.map(({ product, amount }) => ({
          product_id: product.id,
          amount: Math.round(amount * 100) / 100,
          quantity_unit: product.quantity_unit,
          name: product.name,
        })),
        ensureSessionId(),
      );
      setPicked(new Map());
      setMessage(notice(CT.added, 'success'));
      setData((current) =>
        current ? { ...current, order_token: current.order_token ?? order.token } : current,
      );
    } catch (error) {
      setMessage(notice(errorText(error)));
    } finally {
      setSaving(false);
    }
  };

  if (!data) return <Loading />;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  const currency = readCustomerSession()?.store?.curr_symbol ?? '$';
  const pickedCount = [...picked.values()].filter((line) => line.amount > 0).length;

  return (
    <div className="frame">
      <header className="page-bar">
        <Link to="/homeclient" className="icon-button" aria-label={CT.back}>
          ‹
        </Link>
        <h1>{CT.catalogueTitle}</h1>
      </header>
      <main className="page page-with-fab">
        <div className="filters card" role="search" aria-label="Filtrar productos">
          {FILTERS.map((filter) => (
            <label key={filter.key}>
              {filter.label}
              <input
                value={filters[filter.key] ?? ''}
                onChange={(event) => {
                  setFilters((current) => ({ ...current, [filter.key]: event.target.value }));
                  setPage(1);
                }}
              />
            </label>
          ))}
        </div>
        {data.items.length === 0 ? <p className="empty">{CT.emptyTable}</p> : null}
        <ul className="products" aria-label="Productos">
          {data.items.map((product) => (
            <li key={product.id} className="product card">
              {product.image_url ? (
                <Picture
                  src={product.image_url}
                  alt=""
                  width={64}
                  height={64}
                  fallback={<span className="no-photo" aria-hidden="true" />}
                />
              ) : (
                <span className="no-photo" aria-hidden="true" />
              )}
              <div className="item-body">
                <p className="item-name">{product.name}</p>
                <p className="muted">{[product.brand, product.kind].filter(Boolean).join(' · ')}</p>
                <p>
                  <strong>{formatMoney(product.price_per_unit, currency)}</strong> /{' '}
                  {unitLabel(product.quantity_unit)}
                </p>
                <QuantityPicker
                  product={product}
                  value={picked.get(product.id)?.amount ?? 0}
                  onChange={(amount) => setAmount(product, amount)}
                />
              </div>
            </li>
          ))}
        </ul>
        <Pager page={data.page} pages={pages} label="Páginas del catálogo" onPage={setPage} />
      </main>
      <div className="fab-bar">
        {data.order_token ? (
          <Link to={`/orderstatus/${data.order_token}`} className="button">
            {CT.goToOrder}
          </Link>
        ) : null}
        <button
          type="button"
          className="button button-primary"
          disabled={isSaving}
          onClick={() => void add()}
        >
          {CT.addToOrder}
          {pickedCount > 0 ? ` (${pickedCount})` : ''}
        </button>
      </div>
      <Notice value={message} />
    </div>
  );
}
