import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const ClientListPage = lazyPage(() => import('./pages/ClientListPage'), 'ClientListPage');
const ClientDetailPage = lazyPage(() => import('./pages/ClientDetailPage'), 'ClientDetailPage');

export const clientRoutes: FeatureRoutes = {
  shell: [
    { path: PATHS.clientList, element: <ClientListPage /> },
    { path: PATHS.clientDetail, element: <ClientDetailPage /> },
  ],
};
