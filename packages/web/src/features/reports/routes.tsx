import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage');

export const reportsRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.dashboard, element: <DashboardPage /> }],
};
