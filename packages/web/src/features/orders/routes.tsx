import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';

const OrderListPage = lazyPage(() => import('./pages/OrderListPage'), 'OrderListPage');
const PaymentListPage = lazyPage(() => import('./pages/PaymentListPage'), 'PaymentListPage');
const OrderDetailPage = lazyPage(() => import('./pages/OrderDetailPage'), 'OrderDetailPage');

export const orderRoutes: FeatureRoutes = {
  shell: [
    { path: PATHS.orderList, element: <OrderListPage /> },
    { path: PATHS.paymentList, element: <PaymentListPage /> },
    { path: PATHS.orderDetail, element: <OrderDetailPage /> },
    { path: `${PATHS.orderDetail}/:id`, element: <OrderDetailPage /> },
  ],
};
