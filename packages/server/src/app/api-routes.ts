import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../modules/auth/auth.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { storesRoutes } from '../modules/stores/stores.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { productsRoutes } from '../modules/products/products.routes';
import { createProductImagesService } from '../modules/products/product-images.service';
import { productImagesRoutes } from '../modules/products/product-images.routes';
import { importsRoutes } from '../modules/imports/imports.routes';
import { clientsRoutes } from '../modules/clients/clients.routes';
import { ordersRoutes } from '../modules/orders/orders.routes';
import { orderPaymentsRoutes } from '../modules/orders/order-payments.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { faqsRoutes } from '../modules/faqs/faqs.routes';
import { marketingRoutes } from '../modules/marketing/marketing.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { storeEventsHook } from '../modules/logs/store-events.hook';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { wooCommerceRoutes } from '../modules/woocommerce/woocommerce.routes';
import { trackingRoutes } from '../modules/tracking/tracking.routes';
import { customerRoutes } from '../modules/customer/customer.routes';
import { assistantRoutes } from '../modules/assistant/assistant.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';

/**
 * Every module's routes under /api, each a Fastify plugin that takes its services from the app
 * (app.services, decorated by registerServices before); settings changes are logged as they answer.
 */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRoute', storeEventsHook(app.db));
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(storesRoutes);
      await api.register(usersRoutes);
      await api.register(productsRoutes);
      await api.register(productImagesRoutes(createProductImagesService(app.db)));
      await api.register(importsRoutes);
      await api.register(clientsRoutes);
      await api.register(ordersRoutes);
      await api.register(orderPaymentsRoutes);
      await api.register(dashboardRoutes);
      await api.register(settingsRoutes);
      await api.register(faqsRoutes);
      await api.register(marketingRoutes);
      await api.register(adminRoutes);
      await api.register(reportsRoutes);
      await api.register(wooCommerceRoutes);
      await api.register(trackingRoutes);
      await api.register(notificationsRoutes);
      await api.register(customerRoutes);
      await api.register(assistantRoutes);
      await api.register(paymentsRoutes);
    },
    { prefix: '/api' },
  );
}
