import { z } from 'zod';
import { parsePortList } from './lib/outbound/outbound-fetch';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const hostList = z.string().transform((value) =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
);

const portList = z
  .string()
  .regex(
    /^\s*\d{1,5}(-\d{1,5})?(\s*,\s*\d{1,5}(-\d{1,5})?)*\s*$/,
    'debe ser una lista de puertos separados por comas, como 80,443,8080,8443 o 8000-8999',
  )
  .transform(parsePortList)
  .refine(
    (ranges) => ranges.every(({ from, to }) => from >= 1 && to <= 65535 && from <= to),
    'cada puerto debe estar entre 1 y 65535 (y un rango de menor a mayor)',
  );

/** Every setting comes from the environment; a bad value stops the start with a clear message. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe comenzar con postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(50).optional(),
  SUPPORT_EMAIL: z.email().default('soporte@mostrador.local'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe comenzar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Mostrador <no-responder@mostrador.local>'),
  /** Development and browser tests only: the outbox log line carries the mail's text. */
  MAIL_OUTBOX_LOG_BODY: bool.default(false),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(43_200),
  /**
   * How long a staff call may reuse the user and store rows an earlier call read (plugins/auth.ts).
   * This instance's own changes (logout, a disabled account or store, settings) take effect at
   * once; another instance's within this time. 0 reads them on every call.
   */
  STAFF_ROWS_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /**
   * How long the product list may reuse a store's catalogue version it read (products.service.ts):
   * this instance's own catalogue changes (screens, imports, integrations) show at once; another
   * instance's within this time. 0 reads it on every call.
   */
  CATALOGUE_VERSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /**
   * How long the order list may answer a page it read again (orders.service.ts): this instance's
   * own writes to orders, their items or clients show at once; another instance's within this
   * time. 0 reads every page.
   */
  ORDER_LIST_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  ALTCHA_HMAC_KEY: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  /**
   * Encrypts stored integration credentials (WooCommerce key and secret). Unset, one is generated
   * and kept in the database; set it in production so a database copy alone cannot decrypt them.
   */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  /** Proof-of-work size: the largest counter a browser may need to try (about 1 s on a phone). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(5_000_000).default(50_000),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /**
   * Anonymous customer and chat calls (/api/presetstore, /api/client/*), counted in the database
   * like the login attempts so the limits hold across instances (ADR 0019). One window for all.
   */
  ANONYMOUS_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /** Calls of one address per window (many customers may share a carrier's address). */
  ANONYMOUS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(1500),
  /** Calls naming one customer session per window (a 60-message chat and its pages use about 150). */
  ANONYMOUS_MAX_PER_SESSION: z.coerce.number().int().min(1).default(400),
  /** /presetstore calls of one address per window: each may start a session, a client and a cart. */
  ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(40),
  /** Chat messages of one session per window. */
  ANONYMOUS_MAX_CHAT_PER_SESSION: z.coerce.number().int().min(1).default(120),
  /** log_activity calls of one session per window. */
  ANONYMOUS_MAX_ACTIVITY_PER_SESSION: z.coerce.number().int().min(1).default(60),
  /**
   * Hours after which a provisional order with no contact (no email or phone on its client) and
   * no activity is deleted with its client and session (carts started and left, floods); 0 keeps them.
   */
  ABANDONED_CARTS_CLEANUP_HOURS: z.coerce.number().int().min(0).max(8760).default(72),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1_048_576),
  /** Contact sync of spec section 7 (marketing automation); unset, syncs are only logged. */
  CRM_URL: z.url().optional(),
  CRM_API_KEY: z.string().min(1).optional(),
  /** MercadoPago Checkout Pro: all three set selects it; unset, see PAYMENTS_SANDBOX. */
  MP_ACCESS_TOKEN: z.string().min(1).optional(),
  MP_PUBLIC_KEY: z.string().min(1).optional(),
  MP_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The built-in sandbox checkout (customers approve their own payment: for trying the product).
   * Unset, it runs only on the embedded demo database (no DATABASE_URL) without MercadoPago
   * settings; true turns it on anywhere, false off everywhere. Off and without MercadoPago,
   * online payment is unavailable.
   */
  PAYMENTS_SANDBOX: bool.optional(),
  /** MercadoPago API address (tests and proxies); default https://api.mercadopago.com. */
  MP_API_BASE: z.url().optional(),
  /** ISO currency checkouts charge in (the spec's checkout locale is es-AR). */
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'debe ser un codigo ISO como ARS')
    .default('ARS'),
  /** Embedded database only: PostgreSQL shared_buffers, resident from the start (default 64MB). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'debe ser un tamaño como 64MB')
    .optional(),
  /** false: this instance serves the API but does not process uploaded product files. */
  IMPORTS_WORKER: bool.default(true),
  /**
   * Calls to addresses stores give (their WooCommerce shop): true also allows loopback, private
   * (10/8, 172.16/12, 192.168/16, 100.64/10) and unique-local (fc00::/7) hosts, for a shop on the
   * operator's own network. Link-local and cloud metadata addresses stay refused.
   */
  OUTBOUND_ALLOW_PRIVATE_HOSTS: bool.default(false),
  /** Ports those calls may use (http and https only). */
  OUTBOUND_ALLOWED_PORTS: portList.prefault('80,443,8080,8443'),
  /** Minutes between scheduled WooCommerce imports of stores with woo_auto_products/orders on. */
  WOO_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** false: this instance neither schedules nor runs WooCommerce imports (other instances do). */
  WOO_SYNC_WORKER: bool.default(true),
  /** 404 analytics event: the page POSTs {event, path, referrer} as JSON here; unset, nothing is sent. */
  ANALYTICS_URL: z.url().optional(),
  /** Tracking script added to the pages on PRODUCTION_HOSTS; unset, no script. */
  TRACKING_SCRIPT_URL: z.url().optional(),
  /** Hosts that count as production for the tracking script; unset, every host when NODE_ENV=production. */
  PRODUCTION_HOSTS: hostList.optional(),
  /** false: this instance sends no cart or promo messages (another instance does; tests). */
  NOTIFICATIONS_WORKER: bool.default(true),
  /** How often the message scheduler looks for stores inside their 11 to 17 h window. */
  NOTIFICATIONS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Browser tests only: the message scheduler's clock starts at this instant (ISO 8601) and runs
   * forward from there, so a journey can reach 11:00 store time. Never set it in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** WhatsApp Cloud API: token and number id send real messages (unset: the offline outbox); app secret and verify token guard the delivery webhooks. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'debe ser el id numerico del numero').optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** Per-store senders: `numero=phoneNumberId,...` for the stores' dedicated numbers (exclusive_whatsapp). */
  WHATSAPP_SENDERS: z
    .string()
    .regex(/^(\d+=\d+)(,\d+=\d+)*$/, 'debe ser numero=id separados por comas')
    .optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_CART: z.string().min(1).default('carrito_abandonado'),
  WHATSAPP_TEMPLATE_PROMO: z.string().min(1).default('promo_del_dia'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('es_AR'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  STORE_HOSTS: hostList.optional(),
  CLIENT_HOSTS: hostList.optional(),
  TRUST_PROXY: bool.default(false),
  /**
   * Optional: an OpenAI-compatible chat-completions endpoint (with tool calls) that drives the chat
   * assistant's actions instead of the built-in engine, e.g. https://api.openai.com/v1. Unset, the
   * built-in engine answers.
   */
  ASSISTANT_LLM_URL: z.url().optional(),
  ASSISTANT_LLM_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** A model slower than this is dropped for that message and the built-in engine answers. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (valor: ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Configuracion invalida en las variables de entorno:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A configuration for tests and tools: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NOTIFICATIONS_WORKER: 'false',
      WOO_SYNC_WORKER: 'false',
      // Suites drive many customers from one inject address; the limits' own tests set them.
      ANONYMOUS_MAX_PER_ADDRESS: '1000000',
      ANONYMOUS_MAX_PER_SESSION: '1000000',
      ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: '1000000',
      ANONYMOUS_MAX_CHAT_PER_SESSION: '1000000',
      ANONYMOUS_MAX_ACTIVITY_PER_SESSION: '1000000',
      // Suites date their rows as they like; the cleanup's own test runs it.
      ABANDONED_CARTS_CLEANUP_HOURS: '0',
      // The sandbox checkout stands in for MercadoPago on both test databases.
      PAYMENTS_SANDBOX: 'true',
    }),
    ...overrides,
  };
}
