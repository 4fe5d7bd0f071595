import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@mostrador/core';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { altchaCaptcha, type Captcha } from './adapters/captcha';
import { outboxMailer, smtpMailer, type Mailer } from './adapters/mail';
import { createGuards, registerRequestScope, type Guards } from './plugins/auth';
import { ERRORS, registerErrorHandling } from './plugins/errors';
import { RateLimiter } from './lib/rate-limiter';
import { resolveSecret } from './lib/secrets';
import {
  allowWidgetLoaderEmbedding,
  customerPagePolicy,
  isCustomerPage,
  isEmbeddableChat,
} from './lib/customer-pages';
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
import { createImportsService, type ImportsService } from './modules/imports/imports.service';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportWorker } from './modules/imports/import-worker';
import { createImportProcessor } from './modules/imports/import-processor';
import { CHUNK_ROWS } from './modules/imports/import-records';
import { createClientsService, type ClientsService } from './modules/clients/clients.service';
import { clientsRoutes } from './modules/clients/clients.routes';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { ordersRoutes } from './modules/orders/orders.routes';
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
import { wooCommerceRoutes } from './modules/woocommerce/woocommerce.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { trackingOrigins } from './modules/tracking/tracking';
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
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const { db } = database;
  const jwtSecret = await resolveSecret(db, 'jwt_secret', config.JWT_SECRET);
  const captchaSecret = await resolveSecret(db, 'altcha_hmac_key', config.ALTCHA_HMAC_KEY);
  const settingsKey = await resolveSecret(db, 'settings_encryption_key', config.SETTINGS_ENCRYPTION_KEY);
  const sandboxPaymentsKey = await resolveSecret(db, 'sandbox_payments_key');
  const payments = createPaymentsService({
    db,
    provider: choosePaymentProvider(config, sandboxPaymentsKey),
    sandboxSecret: sandboxPaymentsKey,
    publicUrl: config.PUBLIC_URL ?? '',
    currency: config.PAYMENTS_CURRENCY,
    log: app.log,
  });
  const tokens = new TokenService(jwtSecret, config.JWT_TTL_SECONDS);
  const customer = createCustomerService(db, payments, database.kind);
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
  // WooCommerce imports: their own worker and schedule; WOO_SYNC_WORKER=false leaves them to others.
  const woocommerce = createWooCommerceService({
    db,
    integrations: settings.integrations,
    log: app.log,
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

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('databaseKind', database.kind);
  app.decorate('mailer', mailer);
  app.decorate('captcha', captcha);
  app.decorate('crm', crm);
  app.decorate('guards', createGuards(db, tokens, config.SUPPORT_EMAIL));
  registerRequestScope(app);
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
    users: createUsersService(db),
    products: createProductsService(db),
    imports: createImportsService({ db, crm, worker: importWorker }),
    clients: createClientsService(db),
    orders: createOrdersService(db),
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...trackingOrigins(config).script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...trackingOrigins(config).connect],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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
      await api.register(importsRoutes);
      await api.register(clientsRoutes);
      await api.register(ordersRoutes);
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

  const dist = webDist();
  if (dist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: dist, wildcard: true, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    // The SPA answers every page address (its router shows the 404 page); the API answers JSON.
    if (dist && request.method === 'GET' && isCustomerPage(request.url)) {
      if (isEmbeddableChat(request.url)) reply.removeHeader('x-frame-options');
      return reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', customerPagePolicy(request.url, trackingOrigins(config)))
        .sendFile('customer.html');
    }
    if (dist && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: ERRORS.notFound });
  });

  return app;
}
