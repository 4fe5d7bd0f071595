import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');

export const homeRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.home, element: <HomePage /> }],
};
