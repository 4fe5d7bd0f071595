import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const hostList = z.string().transform((value) =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
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
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1_048_576),
  /** Contact sync of spec section 7 (marketing automation); unset, syncs are only logged. */
  CRM_URL: z.url().optional(),
  CRM_API_KEY: z.string().min(1).optional(),
  /** Embedded database only: PostgreSQL shared_buffers, resident from the start (default 64MB). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'debe ser un tamaño como 64MB')
    .optional(),
  /** false: this instance serves the API but does not process uploaded product files. */
  IMPORTS_WORKER: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  STORE_HOSTS: hostList.optional(),
  CLIENT_HOSTS: hostList.optional(),
  TRUST_PROXY: bool.default(false),
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
  return { ...configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
