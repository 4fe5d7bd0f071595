import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';

const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

export const notFoundRoutes: FeatureRoutes = {
  public: [{ path: '*', element: <NotFoundPage /> }],
};
