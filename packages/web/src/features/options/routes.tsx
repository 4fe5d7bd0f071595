import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const OptionsPage = lazyPage(() => import('./pages/OptionsPage'), 'OptionsPage');
const UserListPage = lazyPage(() => import('./pages/UserListPage'), 'UserListPage');

export const optionsRoutes: FeatureRoutes = {
  shell: [
    { path: PATHS.options, element: <OptionsPage /> },
    { path: PATHS.userList, element: <UserListPage /> },
  ],
};
