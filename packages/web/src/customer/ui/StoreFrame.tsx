import type { ReactNode } from 'react';
import { CT } from '../texts';
import type { StorePublic } from '../types';
import { Link } from './Link';
import { Picture } from './Picture';
import { SocialLinks } from './SocialLinks';

/** Shown in the header when the page has no store yet. */
const BRAND = 'Mostrador';

/** Header with the store's logo and colours, and the footer of spec section 1. */
export function StoreFrame({ store, children }: { store: StorePublic | null; children: ReactNode }) {
  return (
    <div className="frame">
      <header className="store-header">
        {/* The name read out contains the name shown (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <Link to="/homeclient" className="store-brand" aria-label={`Inicio de ${store?.name ?? BRAND}`}>
          {store?.header_logo ? (
            <Picture
              src={store.header_logo}
              alt={store.name}
              className="header-logo"
              fallback={<span className="store-name">{store.name}</span>}
            />
          ) : (
            <span className="store-name">{store?.name ?? BRAND}</span>
          )}
        </Link>
      </header>
      <main className="page">{children}</main>
      <footer className="footer">
        {store ? <SocialLinks social={store.social} /> : null}
        <p>
          <a href="/privacidad.html">{CT.privacy}</a> · {CT.poweredBy}
        </p>
        <p>{CT.rights}</p>
      </footer>
    </div>
  );
}
