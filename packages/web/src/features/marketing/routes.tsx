import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const MarketingPage = lazyPage(() => import('./pages/MarketingPage'), 'MarketingPage');

export const marketingRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.marketing, element: <MarketingPage /> }],
};
