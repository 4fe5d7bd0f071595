import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { contractSerializerCompiler } from './lib/contract';
import { installSpanishErrors } from '@mostrador/core';
import type { Config } from './config';
import { registerServices } from './app/services';
import { registerDocumentation } from './app/documentation';
import { registerApiRoutes } from './app/api-routes';
import { registerWeb } from './app/web';
import type { Database } from './db/client';
import type { Mailer } from './adapters/mail';
import { registerRequestScope } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { loadDatabaseTimeZones } from './lib/time-zones';
import { registerAnonymousLimits } from './plugins/anonymous-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerHostSplit } from './plugins/hosts';
import { allowWidgetLoaderEmbedding } from './lib/customer-pages';

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
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app);
  registerHostSplit(app, config);

  await registerServices(app, { config, database, ...(options.mailer ? { mailer: options.mailer } : {}) });
  registerRequestScope(app);
  registerAnonymousLimits(app, config);
  registerSecurityHeaders(app, config);
  allowWidgetLoaderEmbedding(app);
  await registerDocumentation(app);
  await registerApiRoutes(app);
  await registerWeb(app, config, options.webRoot);

  return app;
}
