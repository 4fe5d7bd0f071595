import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, installSpanishErrors } from '@mostrador/core';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { altchaCaptcha, type Captcha } from './adapters/captcha';
import { outboxMailer, smtpMailer, type Mailer } from './adapters/mail';
import { createGuards, registerRequestScope, type Guards } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { loadDatabaseTimeZones } from './lib/time-zones';
import { registerAnonymousLimits } from './plugins/anonymous-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createCartCleanupWorker } from './modules/customer/abandoned-carts';
import { registerHostSplit, registerPages } from './plugins/hosts';
import { RateLimiter } from './lib/rate-limiter';
import { resolveSecret } from './lib/secrets';
import { allowWidgetLoaderEmbedding } from './lib/customer-pages';
import { TokenService } from './lib/tokens';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createStoresService, type StoresService } from './modules/stores/stores.service';
import { storesRoutes } from './modules/stores/stores.routes';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { httpCrm, logCrm, type Crm } from './adapters/crm';
import { createProductsService, type ProductsService } from './modules/products/products.service';
import { productsRoutes } from './modules/products/products.routes';
import { createProductImagesService } from './modules/products/product-images.service';
import { productImagesRoutes } from './modules/products/product-images.routes';
import { createImportsService, type ImportsService } from './modules/imports/imports.service';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportWorker } from './modules/imports/import-worker';
import { createImportProcessor } from './modules/imports/import-processor';
import { CHUNK_ROWS } from './modules/imports/import-records';
import { createClientsService, type ClientsService } from './modules/clients/clients.service';
import { clientsRoutes } from './modules/clients/clients.routes';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import {
  createOrderPaymentsService,
  type OrderPaymentsService,
} from './modules/orders/order-payments.service';
import { orderPaymentsRoutes } from './modules/orders/order-payments.routes';
import { createDashboardService, type DashboardService } from './modules/dashboard/dashboard.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { createSettingsCipher } from './modules/settings/settings-cipher';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createFaqsService, type FaqsService } from './modules/faqs/faqs.service';
import { faqsRoutes } from './modules/faqs/faqs.routes';
import { createMarketingService, type MarketingService } from './modules/marketing/marketing.service';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { storeEventsHook } from './modules/logs/store-events.hook';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createWooCommerceService, type WooCommerceService } from './modules/woocommerce/woocommerce.service';
import { createOutboundFetch, type OutboundFetch } from './lib/outbound/outbound-fetch';
import { wooCommerceRoutes } from './modules/woocommerce/woocommerce.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createCustomerService } from './modules/customer/customer.service';
import type { CustomerService } from './modules/customer/customer.types';
import { customerRoutes } from './modules/customer/customer.routes';
import { createAssistantService, type AssistantService } from './modules/assistant/assistant.service';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { choosePaymentProvider } from './modules/payments/payments.provider';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createNotifications, type NotificationsService } from './modules/notifications/notifications.setup';
import { notificationsRoutes } from './modules/notifications/notifications.routes';

export interface Services {
  auth: AuthService;
  stores: StoresService;
  users: UsersService;
  products: ProductsService;
  imports: ImportsService;
  clients: ClientsService;
  orders: OrdersService;
  orderPayments: OrderPaymentsService;
  dashboard: DashboardService;
  settings: SettingsService;
  faqs: FaqsService;
  marketing: MarketingService;
  admin: AdminService;
  notifications: NotificationsService;
  payments: PaymentsService;
  customer: CustomerService;
  woocommerce: WooCommerceService;
  assistant: AssistantService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: Database['kind'];
    services: Services;
    guards: Guards;
    captcha: Captcha;
    /** The one HTTP client for addresses stores give (lib/outbound). */
    outbound: OutboundFetch;
    mailer: Mailer;
    crm: Crm;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read the outbox instead). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the security tests build their route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /** The built web app's folder (tests serve a stand-in); default: packages/web/dist when built. */
  webRoot?: string;
}

/** The built web app, when present: served on the same port as the API. */
function webDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'packages', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Explicit, not a side effect of importing core: the bundle drops unused modules (ADR 0019).
  installSpanishErrors();
  await loadDatabaseTimeZones(database.db);
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHostSplit(app, config);

  const { db } = database;
  const jwtSecret = await resolveSecret(db, 'jwt_secret', config.JWT_SECRET);
  const captchaSecret = await resolveSecret(db, 'altcha_hmac_key', config.ALTCHA_HMAC_KEY);
  const settingsKey = await resolveSecret(db, 'settings_encryption_key', config.SETTINGS_ENCRYPTION_KEY);
  const sandboxPaymentsKey = await resolveSecret(db, 'sandbox_payments_key');
  const payments = createPaymentsService({
    db,
    provider: choosePaymentProvider(config, sandboxPaymentsKey, database.kind),
    sandboxSecret: sandboxPaymentsKey,
    publicUrl: config.PUBLIC_URL ?? '',
    currency: config.PAYMENTS_CURRENCY,
    log: app.log,
  });
  const tokens = new TokenService(jwtSecret, config.JWT_TTL_SECONDS);
  const customer = createCustomerService(db, payments, database.kind);
  const ordersService = createOrdersService(db);
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(db, app.log, config.MAIL_OUTBOX_LOG_BODY));
  const captcha = altchaCaptcha(db, captchaSecret, config.ALTCHA_MAX_NUMBER);
  const crm = config.CRM_URL ? httpCrm(config.CRM_URL, config.CRM_API_KEY, app.log) : logCrm(app.log);
  // Product files are processed in the background; IMPORTS_WORKER=false leaves that to other instances.
  const importWorker = createImportWorker({
    db,
    log: app.log,
    process: createImportProcessor(db, {
      log: app.log,
      chunkRows: CHUNK_ROWS[database.kind],
      deferIndexMerge: database.kind === 'postgres',
    }),
    recoverOnStart: database.kind === 'pglite',
  });
  if (config.IMPORTS_WORKER) {
    app.addHook('onReady', async () => {
      importWorker.start();
    });
  }
  app.addHook('onClose', () => importWorker.stop());
  const settings = createSettingsService(db, createSettingsCipher(settingsKey), app.log);
  const outbound = createOutboundFetch({
    allowPrivateHosts: config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
    ports: config.OUTBOUND_ALLOWED_PORTS,
  });
  app.decorate('outbound', outbound);
  // WooCommerce imports: their own worker and schedule; WOO_SYNC_WORKER=false leaves them to others.
  const woocommerce = createWooCommerceService({
    db,
    integrations: settings.integrations,
    log: app.log,
    client: { fetch: outbound },
    intervalMinutes: config.WOO_SYNC_INTERVAL_MINUTES,
    recoverOnStart: database.kind === 'pglite',
  });
  if (config.WOO_SYNC_WORKER) app.addHook('onReady', async () => woocommerce.start());
  app.addHook('onClose', () => woocommerce.stop());
  // Cart and promo messages; NOTIFICATIONS_WORKER=false (tests, extra instances) leaves them to others.
  const notifications = createNotifications({
    config,
    db,
    log: app.log,
    recoverOnStart: database.kind === 'pglite',
  });
  if (config.NOTIFICATIONS_WORKER) app.addHook('onReady', async () => notifications.scheduler.start());
  app.addHook('onClose', () => notifications.scheduler.stop());
  // Carts left with no contact (floods included); ABANDONED_CARTS_CLEANUP_HOURS=0 turns it off.
  const cartCleanup = createCartCleanupWorker(db, config.ABANDONED_CARTS_CLEANUP_HOURS, app.log);
  app.addHook('onReady', async () => cartCleanup.start());
  app.addHook('onClose', () => cartCleanup.stop());

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('databaseKind', database.kind);
  app.decorate('mailer', mailer);
  app.decorate('captcha', captcha);
  app.decorate('crm', crm);
  app.decorate('guards', createGuards(db, tokens, config.SUPPORT_EMAIL, config.STAFF_ROWS_CACHE_MS));
  registerRequestScope(app);
  registerAnonymousLimits(app, config);
  app.decorate('services', {
    auth: createAuthService({
      db,
      tokens,
      limiter: new RateLimiter(db),
      captcha,
      mailer,
      log: app.log,
      crm,
      supportEmail: config.SUPPORT_EMAIL,
      maxLoginsPerAddress: config.LOGIN_MAX_PER_ADDRESS,
      maxFailuresPerAccount: config.LOGIN_MAX_PER_ACCOUNT,
      recoverySecret: jwtSecret,
    }),
    stores: createStoresService(db),
    users: createUsersService(db, new RateLimiter(db)),
    products: createProductsService(db),
    imports: createImportsService({ db, crm, worker: importWorker }),
    clients: createClientsService(db),
    orders: ordersService,
    orderPayments: createOrderPaymentsService(db, ordersService),
    dashboard: createDashboardService(db),
    settings,
    faqs: createFaqsService(db),
    marketing: createMarketingService(db, config.PUBLIC_URL),
    admin: createAdminService(db),
    payments,
    customer,
    // The chat changes orders through the same customer service as the order page.
    assistant: createAssistantService({
      db,
      customer,
      config,
      log: app.log,
    }),
    notifications: notifications.service,
    woocommerce,
  });

  // Recovery codes are mailed after their answer (ADR 0018): none is lost on shutdown.
  app.addHook('onClose', () => app.services.auth.recoveriesSent());

  registerSecurityHeaders(app, config);
  allowWidgetLoaderEmbedding(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mostrador API',
        version: APP_VERSION,
        description: 'API del back office y de las paginas de cliente',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.addHook('onResponse', storeEventsHook(db));
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(storesRoutes);
      await api.register(usersRoutes);
      await api.register(productsRoutes);
      await api.register(productImagesRoutes(createProductImagesService(db)));
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

  const dist = options.webRoot ?? webDist();
  if (dist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: dist, wildcard: true, index: false });
  }
  registerPages(app, config, dist);

  return app;
}
