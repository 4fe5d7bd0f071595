import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const OptionsAdminPage = lazyPage(() => import('./pages/OptionsAdminPage'), 'OptionsAdminPage');

export const adminRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.optionsAdmin, element: <OptionsAdminPage /> }],
};
