import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { clientRoutes } from '../features/clients/routes';
import { homeRoutes } from '../features/home/routes';
import { notFoundRoutes } from '../features/notfound/routes';
import { orderRoutes } from '../features/orders/routes';
import { productRoutes } from '../features/products/routes';
import { optionsRoutes } from '../features/options/routes';
import { marketingRoutes } from '../features/marketing/routes';
import { helpRoutes } from '../features/help/routes';
import { reportsRoutes } from '../features/reports/routes';
import { adminRoutes } from '../features/admin/routes';
import { RequireUser } from '../session/guards';
import type { FeatureRoutes } from './feature-routes';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** Every feature's routes, in one list: a new screen adds its `routes.tsx` here. */
const FEATURES: FeatureRoutes[] = [
  authRoutes,
  homeRoutes,
  clientRoutes,
  orderRoutes,
  productRoutes,
  optionsRoutes,
  marketingRoutes,
  helpRoutes,
  reportsRoutes,
  adminRoutes,
  notFoundRoutes,
];

// The menu, header and footer are a chunk of their own: the login page never downloads them.
const AppShell = lazyPage(() => import('../features/shell/AppShell'), 'AppShell');

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
      ...FEATURES.flatMap((feature) => feature.public ?? []),
      {
        element: <RequireUser />,
        children: [{ element: <AppShell />, children: FEATURES.flatMap((feature) => feature.shell ?? []) }],
      },
    ],
  },
];
