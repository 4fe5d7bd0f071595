import { InfoPage } from './pages/InfoPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrderStatusPage } from './pages/OrderStatusPage';
import { ProductListPage } from './pages/ProductListPage';
import { SandboxCheckoutPage } from './pages/SandboxCheckoutPage';
import { StoreHomePage } from './pages/StoreHomePage';
import { useLocationPath } from './router';

/** One path segment after a prefix: '/s/demo' -> 'demo'. */
function segment(path: string, prefix: string): string | null {
  const match = new RegExp(`^${prefix}/([^/]+)/?$`).exec(path);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The customer pages' routes (spec section 2, client host and 'any host' rows). */
export function CustomerApp() {
  const path = useLocationPath();
  let id: string | null;
  if ((id = segment(path, '/s')) || (id = segment(path, '/homeclient')))
    return <StoreHomePage key={id} hashtag={id} />;
  if (path === '/homeclient' || path === '/homeclient/' || path === '/')
    return <StoreHomePage hashtag={null} />;
  if (path === '/info' || path === '/info/') return <InfoPage />;
  if ((id = segment(path, '/orderstatus'))) return <OrderStatusPage key={id} token={id} />;
  if ((id = segment(path, '/productlist'))) return <ProductListPage key={id} token={id} />;
  if ((id = segment(path, '/sandbox-checkout'))) return <SandboxCheckoutPage paymentId={id} />;
  return <NotFoundPage />;
}
