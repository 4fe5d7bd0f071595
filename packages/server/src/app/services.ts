import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { altchaCaptcha, type Captcha } from '../adapters/captcha';
import { outboxMailer, smtpMailer, type Mailer } from '../adapters/mail';
import { createGuards, type Guards } from '../plugins/auth';
import { createCartCleanupWorker } from '../modules/customer/abandoned-carts';
import { RateLimiter } from '../lib/rate-limiter';
import { resolveSecret } from '../lib/secrets';
import { TokenService } from '../lib/tokens';
import { createAuthService, type AuthService } from '../modules/auth/auth.service';
import { createStoresService, type StoresService } from '../modules/stores/stores.service';
import { createUsersService, type UsersService } from '../modules/users/users.service';
import { httpCrm, logCrm, type Crm } from '../adapters/crm';
import { createProductsService, type ProductsService } from '../modules/products/products.service';
import { createImportsService, type ImportsService } from '../modules/imports/imports.service';
import { createImportWorker } from '../modules/imports/import-worker';
import { createImportProcessor } from '../modules/imports/import-processor';
import { CHUNK_ROWS } from '../modules/imports/import-records';
import { createClientsService, type ClientsService } from '../modules/clients/clients.service';
import { createOrdersService, type OrdersService } from '../modules/orders/orders.service';
import {
  createOrderPaymentsService,
  type OrderPaymentsService,
} from '../modules/orders/order-payments.service';
import { createDashboardService, type DashboardService } from '../modules/dashboard/dashboard.service';
import { createSettingsService, type SettingsService } from '../modules/settings/settings.service';
import { createSettingsCipher } from '../modules/settings/settings-cipher';
import { createFaqsService, type FaqsService } from '../modules/faqs/faqs.service';
import { createMarketingService, type MarketingService } from '../modules/marketing/marketing.service';
import { createAdminService, type AdminService } from '../modules/admin/admin.service';
import {
  createWooCommerceService,
  type WooCommerceService,
} from '../modules/woocommerce/woocommerce.service';
import { createOutboundFetch, type OutboundFetch } from '../lib/outbound/outbound-fetch';
import { createCustomerService } from '../modules/customer/customer.service';
import type { CustomerService } from '../modules/customer/customer.types';
import { createAssistantService, type AssistantService } from '../modules/assistant/assistant.service';
import { createPaymentsService, type PaymentsService } from '../modules/payments/payments.service';
import { choosePaymentProvider } from '../modules/payments/payments.provider';
import { createNotifications, type NotificationsService } from '../modules/notifications/notifications.setup';

/** Every module's service, built once per app from its configuration and database. */
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

export interface ServiceOptions {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read the outbox instead). */
  mailer?: Mailer;
}

/**
 * Builds the services, adapters and background workers and decorates the app with them (config,
 * db, guards, services, ...); the workers start when the app is ready and stop when it closes.
 */
export async function registerServices(app: FastifyInstance, options: ServiceOptions): Promise<void> {
  const { config, database } = options;
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
  const ordersService = createOrdersService(db, config.ORDER_LIST_CACHE_MS);
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
    products: createProductsService(db, config.CATALOGUE_VERSION_CACHE_MS),
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
}
