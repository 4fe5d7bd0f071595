import { resolve } from 'node:path';
import { APP_VERSION } from '@mostrador/core';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateDatabase, openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { secureDatabase } from './db/app-role';
import { withPlatformScope } from './db/scope';
import { bootstrapAdmin } from './seed/bootstrap-admin';
import { DEMO, seedDemo } from './seed/demo';

async function openDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    return { database: openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE), release: () => {} };
  }
  const dataDir = resolve(config.DATA_DIR);
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openPglite({
      dataDir: resolve(dataDir, 'pglite'),
      sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    });
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { database, release } = await openDatabase(config);
  await migrateDatabase(database);
  // Refuses a superuser or BYPASSRLS connection before anything is served (docs/deploy.md).
  await secureDatabase(database);
  // Start-up work of the platform itself, across stores.
  const { admin, shouldSeed, seeded } = await withPlatformScope(async () => {
    const bootstrapped = await bootstrapAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    const seedWanted = config.SEED_DEMO ?? database.kind === 'pglite';
    return {
      admin: bootstrapped,
      shouldSeed: seedWanted,
      seeded: seedWanted ? await seedDemo(database.db) : false,
    };
  });

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando el servidor');
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const port = new URL(address).port;
  const shown = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `Mostrador ${APP_VERSION} escuchando en ${shown}`,
    `  Base de datos: ${database.kind === 'pglite' ? `PGlite embebida en ${resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Documentacion de la API: ${shown}/api/docs`,
    `  Administrador de la plataforma: ${admin.email}${admin.generatedPassword ? ` / ${admin.generatedPassword} (contraseña generada, se muestra una sola vez)` : ''}`,
  ];
  if (shouldSeed) {
    lines.push(
      `  Tienda demo ${DEMO.hashtag}${seeded ? ' (creada ahora)' : ''}: ${DEMO.admin.email} / ${DEMO.admin.password}`,
      `  Equipo demo: ${DEMO.crew.email} / ${DEMO.crew.password}`,
    );
  }
  lines.push(`  Listo en ${Math.round(performance.now() - startedAt)} ms`, '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('No se pudo iniciar Mostrador:', error instanceof Error ? error.message : error);
  process.exit(1);
});
