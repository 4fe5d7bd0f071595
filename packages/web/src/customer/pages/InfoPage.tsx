import { CT } from '../texts';
import { Link } from '../ui/Link';
import { Loading } from '../ui/Loading';
import { StoreFrame } from '../ui/StoreFrame';
import { useStore } from '../use-store';

/** /info: where the chat's 'info' and 'ayuda' keywords lead: the store's data and the keywords. */
export function InfoPage() {
  const state = useStore(null);
  if (state.phase === 'loading') return <Loading />;
  const store = state.phase === 'ready' ? state.store : null;
  return (
    <StoreFrame store={store}>
      <section className="card">
        <h1>{CT.infoTitle}</h1>
        {store ? (
          <dl className="facts">
            <dt>Tienda</dt>
            <dd>
              {store.name} (#{store.hashtag})
            </dd>
            {store.address ? (
              <>
                <dt>Dirección</dt>
                <dd>{store.address}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>{CT.storeUnknown}</p>
        )}
        <p>{CT.infoHelp}</p>
        <Link to="/homeclient" className="button button-primary">
          {CT.back}
        </Link>
      </section>
    </StoreFrame>
  );
}
