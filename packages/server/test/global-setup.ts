import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../src/db/client';
import { secureDatabase } from '../src/db/app-role';
import { dropDatabase } from './drop-database';

/** One template per run, so two runs on one PostgreSQL (two engineers, CI) never drop each other's. */
export const TEMPLATE_DB = `mostrador_test_template_${process.pid}`;

/**
 * Migrates one template database per test run; each test file then gets its own copy (a PGlite
 * clone of the dump, or a PostgreSQL database created from the template), which is much faster
 * than migrating per file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = openPostgres(templateUrl.toString(), 1);
    await migrateDatabase(database);
    await secureDatabase(database);
    await database.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await dropDatabase(cleanup, TEMPLATE_DB);
      } finally {
        await cleanup.end();
      }
    };
  }
  const database = await openPglite();
  await migrateDatabase(database);
  // The clones inherit the application role, its tables' ownership and the policies.
  await secureDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const path = join(tmpdir(), `mostrador-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return async () => {
    await rm(path, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}
