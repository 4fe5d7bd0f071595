import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const HelpPage = lazyPage(() => import('./pages/HelpPage'), 'HelpPage');

export const helpRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.help, element: <HelpPage /> }],
};
