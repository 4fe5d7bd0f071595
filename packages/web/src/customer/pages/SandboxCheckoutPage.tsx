import { useEffect, useState } from 'react';
import { formatMoney } from '@mostrador/core/format/money';
import { customerApi, errorText } from '../api';
import { CT } from '../texts';
import type { SandboxCheckout } from '../types';
import { Loading } from '../ui/Loading';
import { NotFoundPage } from './NotFoundPage';

type Outcome = 'approved' | 'rejected';

/** Lets the order page that opened this checkout (overlay or window) know the payment was sent. */
function tellOpener() {
  const target = window.parent !== window ? window.parent : window.opener;
  (target as Window | null)?.postMessage({ type: 'mostrador-sandbox-done' }, window.location.origin);
}

/**
 * /sandbox-checkout/:paymentId: the built-in checkout that stands in for the payment provider
 * when none is configured. 'Pagar' approves, 'Rechazar' rejects; the server then notifies its own
 * webhook like a real provider would.
 */
export function SandboxCheckoutPage({ paymentId }: { paymentId: string }) {
  const [checkout, setCheckout] = useState<SandboxCheckout | null>(null);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    customerApi.sandbox(paymentId).then(setCheckout, () => setFailed(true));
  }, [paymentId]);

  if (failed) return <NotFoundPage />;
  if (!checkout) return <Loading />;

  const pay = async (next: Outcome) => {
    setBusy(true);
    setError(null);
    try {
      await customerApi.sandboxPay(paymentId, next);
      setOutcome(next);
      tellOpener();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const isEmbedded = window.parent !== window || Boolean(window.opener);

  return (
    <main className="page sandbox">
      <section className="card">
        <h1>{CT.sandboxTitle}</h1>
        <p className="muted">{CT.sandboxHelp}</p>
        <p>{checkout.title}</p>
        <p className="sandbox-total">{formatMoney(checkout.total, checkout.curr_symbol)}</p>
        {outcome ? (
          <p role="status">{outcome === 'approved' ? CT.paymentApproved : CT.paymentRejected}</p>
        ) : (
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={isBusy}
              onClick={() => void pay('approved')}
            >
              Pagar
            </button>
            <button type="button" className="button" disabled={isBusy} onClick={() => void pay('rejected')}>
              Rechazar
            </button>
          </div>
        )}
        {error ? (
          <p role="alert" className="page-error">
            {error}
          </p>
        ) : null}
        {outcome && !isEmbedded ? (
          <a className="button" href={checkout.return_url}>
            {CT.seeOrder}
          </a>
        ) : null}
      </section>
    </main>
  );
}
