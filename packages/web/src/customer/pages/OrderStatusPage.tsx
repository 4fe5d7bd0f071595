import { useState } from 'react';
import { customerApi, errorText } from '../api';
import { FinishOrderForm, type FinishDetails } from '../order/FinishOrderForm';
import { ItemsTab } from '../order/ItemsTab';
import { OrderSummary } from '../order/OrderSummary';
import { OrderTabs } from '../order/OrderTabs';
import { useOrder } from '../order/use-order';
import { navigate } from '../router';
import { ACTIVITY, ensureSessionId, logActivity, readCustomerSession, readSessionId } from '../session';
import { CT } from '../texts';
import { Loading } from '../ui/Loading';
import { Notice, notice, type NoticeState } from '../ui/Notice';

/** /orderstatus/:token: RESUMEN DEL PEDIDO (spec section 2). */
export function OrderStatusPage({ token }: { token: string }) {
  const { order, error, reload, applyItemChange } = useOrder(token);
  const [message, setMessage] = useState<NoticeState | null>(null);
  const [isFinishing, setFinishing] = useState(false);
  const [isFormOpen, setFormOpen] = useState(false);

  if (!order)
    return error ? (
      <p className="page-error" role="alert">
        {error}
      </p>
    ) : (
      <Loading />
    );

  // 'Ver catálogo' needs the session's catalogue token (spec section 2).
  const catalogueToken =
    readCustomerSession()?.product_list_token ?? (order.editable ? order.product_list_token : null);
  const sessionId = readSessionId();
  const canFinish = order.status === 'provisional' && order.editable && sessionId !== null;

  const confirm = async (details: FinishDetails) => {
    if (!sessionId) return;
    setFinishing(true);
    try {
      await customerApi.confirmOrder(order.id, sessionId, { ...details });
      setFormOpen(false);
      setMessage(notice(CT.orderFinished, 'success'));
      await reload();
    } catch (failure) {
      setMessage(notice(errorText(failure)));
    } finally {
      setFinishing(false);
    }
  };

  // The same rule as the chat (issue 17): what the order still needs is asked in a small form.
  const finish = () => {
    logActivity(ACTIVITY.finishClicked, { order_id: order.id });
    if (order.closing?.needs.length) setFormOpen(true);
    else void confirm({});
  };

  /** A link opened on another device: this browser takes the order over (once). */
  const claim = async () => {
    try {
      await customerApi.claimOrder(order.token, ensureSessionId());
      setMessage(notice(CT.claimed, 'success'));
      await reload();
    } catch (failure) {
      setMessage(notice(errorText(failure)));
    }
  };

  return (
    <div className="frame">
      <header className="page-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={CT.back}
          onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/homeclient'))}
        >
          ‹
        </button>
        <h1>{CT.orderTitle}</h1>
      </header>
      <main className="page page-with-fab">
        {order.claimable ? (
          <div className="card claim">
            <p>{CT.claimHelp}</p>
            <button type="button" className="button button-primary" onClick={() => void claim()}>
              {CT.claimOrder}
            </button>
          </div>
        ) : null}
        <OrderSummary order={order} onReload={reload} />
        {isFormOpen && order.closing ? (
          <FinishOrderForm
            order={order}
            closing={order.closing}
            isSending={isFinishing}
            onSubmit={(details) => void confirm(details)}
            onCancel={() => setFormOpen(false)}
          />
        ) : null}
        <OrderTabs
          order={order}
          items={
            <ItemsTab
              order={order}
              onChanged={applyItemChange}
              onError={(text) => setMessage(notice(text))}
            />
          }
        />
      </main>
      <div className="fab-bar">
        {catalogueToken ? (
          <a
            href={`/productlist/${catalogueToken}`}
            className="button"
            onClick={(event) => {
              event.preventDefault();
              logActivity(ACTIVITY.seeCatalogue, { order_id: order.id });
              navigate(`/productlist/${catalogueToken}`);
            }}
          >
            {CT.seeCatalogue}
          </a>
        ) : null}
        {canFinish ? (
          <button type="button" className="button button-primary" disabled={isFinishing} onClick={finish}>
            {CT.finishOrder}
          </button>
        ) : null}
      </div>
      <Notice value={message} />
    </div>
  );
}
