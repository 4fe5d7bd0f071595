/* The app the bench measures: built as the server builds it, without its background workers. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../packages/server/src/app';
import { testConfig } from '../../../packages/server/src/config';
import {
  migrateDatabase,
  migrationsFolder,
  openPglite,
  type Database,
} from '../../../packages/server/src/db/client';

/** Migrates `database` (nothing to do when it already is) and builds the app on it. */
export async function evalApp(database: Database) {
  await migrateDatabase(database);
  return buildApp({
    config: testConfig({ IMPORTS_WORKER: false, NOTIFICATIONS_WORKER: false, WOO_SYNC_WORKER: false }),
    database,
    logger: false,
  });
}

/** A name that changes with the migrations, so a kept template is never an old schema. */
function templatePath(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return join(tmpdir(), `mostrador-assistant-eval-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory PGlite database, migrated. Creating and migrating one takes most of a quick run's
 * start, so the first run keeps a dump of it in the temporary folder and later runs load that
 * (as the test setup does with its template).
 */
export async function openEvalPglite(): Promise<Database> {
  const path = templatePath();
  if (existsSync(path)) return openPglite({ loadDataDir: new Blob([readFileSync(path)]) });
  const database = await openPglite();
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  // Written aside then renamed: a run started meanwhile never loads half a file.
  writeFileSync(`${path}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${path}.${process.pid}`, path);
  return database;
}
