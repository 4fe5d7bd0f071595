import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const ProductStorePage = lazyPage(() => import('./pages/ProductStorePage'), 'ProductStorePage');

export const productRoutes: FeatureRoutes = {
  shell: [{ path: PATHS.productStore, element: <ProductStorePage /> }],
};
