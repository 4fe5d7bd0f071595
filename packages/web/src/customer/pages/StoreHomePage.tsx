import { useEffect, useState } from 'react';
import { customerApi } from '../api';
import { ChatWidget } from '../chat/ChatWidget';
import { queryParam } from '../router';
import { ensureSessionId } from '../session';
import { applyTheme } from '../theme';
import { CT } from '../texts';
import type { StorePublic } from '../types';
import { Loading } from '../ui/Loading';
import { Picture } from '../ui/Picture';
import { StoreFrame } from '../ui/StoreFrame';
import { VideoSlot } from '../ui/VideoSlot';
import { useStore } from '../use-store';
import { NotFoundPage } from './NotFoundPage';

/** ?ref=CODE (a store's QR): applied once, then its user message and code go to the chat. */
function useRefCode(store: StorePublic | null) {
  const code = queryParam('ref');
  const [state, setState] = useState<{ done: boolean; message: string | null }>({
    done: !code,
    message: null,
  });
  useEffect(() => {
    if (!code || !store) return;
    customerApi
      .refCode(code, ensureSessionId())
      .then((answer) => {
        applyTheme(answer.store.color_set);
        // The user message carries the code, as in the QR's WhatsApp link ('Vengo por CODE').
        setState({ done: true, message: `${answer.client_msg_preamble ?? ''} ${code}`.trim() });
      })
      // An unknown or inactive code still leaves the customer in the store.
      .catch(() => setState({ done: true, message: null }));
  }, [code, store]);
  return state;
}

function Landing({ store }: { store: StorePublic }) {
  return (
    <>
      <section className="hero">
        {store.main_image ? <Picture className="hero-image" src={store.main_image.media_url} alt="" /> : null}
        <h1 className="store-title">{store.title}</h1>
        {store.subtitle ? <p className="store-subtitle">{store.subtitle}</p> : null}
      </section>
      {store.video_id ? (
        <section className="video" aria-label="Video de la tienda">
          <VideoSlot videoId={store.video_id} storeName={store.name} />
        </section>
      ) : null}
      {store.promos.length > 0 ? (
        <section aria-label="Promociones">
          <ul className="promos">
            {store.promos.slice(0, 6).map((promo, index) => (
              <li key={index} className={promo.highlighted ? 'promo promo-highlighted' : 'promo'}>
                <Picture
                  src={promo.media_url}
                  alt=""
                  fallback={<span className="promo-blank" aria-hidden="true" />}
                />
                {promo.description ? <p>{promo.description}</p> : null}
                {promo.link ? (
                  <a href={promo.link} target="_blank" rel="noopener noreferrer">
                    Ver promo<span className="visually-hidden">: {promo.description}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /s/:id, /homeclient/:id and /homeclient: the store's public home with its chat widget. */
export function StoreHomePage({ hashtag }: { hashtag: string | null }) {
  const isWidget = queryParam('widget') === '1';
  const state = useStore(hashtag);
  const ref = useRefCode(state.phase === 'ready' ? state.store : null);

  useEffect(() => {
    if (state.phase === 'ready') document.title = state.store.name;
  }, [state]);

  if (state.phase === 'loading') return <Loading />;
  if (state.phase === 'error') {
    if (state.status === 404) return <NotFoundPage />;
    // A disabled store says it is not available right now (its 403), in the page's frame.
    return (
      <StoreFrame store={null}>
        <p className="page-error" role="alert">
          {state.message}
        </p>
      </StoreFrame>
    );
  }
  if (state.phase === 'none') {
    return (
      <StoreFrame store={null}>
        <p className="empty">{CT.storeUnknown}</p>
      </StoreFrame>
    );
  }
  const chat = ref.done ? (
    <ChatWidget store={state.store} isWidget={isWidget} autoSend={ref.message} />
  ) : null;
  if (isWidget) return <div className="widget-page">{chat}</div>;
  return (
    <StoreFrame store={state.store}>
      <Landing store={state.store} />
      {chat}
    </StoreFrame>
  );
}
