import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { dataImportFiles, dataImports } from '../../db/schema';
import { createStore, freshDatabase } from '../../../test/helpers';
import { allProducts, finished, storeWithToken, upload } from './imports.fixtures';
import { ImportInterrupted } from './import-errors';
import { createImportProcessor } from './import-processor';
import { createImportWorker, WORKER_TEXT } from './import-worker';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const FILE = 'id_original;nombre;tipo;precio\nR-1;Arroz;Almacén;100\nR-2;Fideos;Almacén;200\n';

async function appOn(imports: boolean): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ IMPORTS_WORKER: imports }), database, logger: false });
  await app.ready();
  return app;
}

async function statusOf(id: number) {
  const [row] = await database.db.select().from(dataImports).where(eq(dataImports.id, id));
  return row!;
}

/** An import left as a crashed worker leaves it: processing, with the given lease and attempts. */
async function crashedImport(storeId: number, values: { attempts: number; lockedUntil: Date }) {
  const [row] = await database.db
    .insert(dataImports)
    .values({
      store_id: storeId,
      kind: 'products_file',
      filepath: 'caido.csv',
      file_size: FILE.length,
      status: 'processing',
      attempts: values.attempts,
      locked_until: values.lockedUntil,
    })
    .returning();
  await database.db
    .insert(dataImportFiles)
    .values({ import_id: row!.id, part: 0, store_id: storeId, content: Buffer.from(FILE) });
  return row!;
}

describe('the import job', () => {
  it('survives a restart: an upload stored by one server is processed by the next', async () => {
    const first = await appOn(false);
    const { headers } = await storeWithToken(first, database);
    const res = await upload(first, headers, 'products_file', FILE);
    expect(res.statusCode).toBe(201);
    const id = res.json().data_import.id as number;
    expect((await statusOf(id)).status).toBe('pending');
    await first.close();

    const second = await appOn(true);
    expect(await finished(second, headers, id)).toMatchObject({ status: 'complete', created: 2 });
    expect((await allProducts(second, headers)).map((p) => p.original_id)).toEqual(['R-2', 'R-1']);
    const [file] = await database.db.select().from(dataImportFiles).where(eq(dataImportFiles.import_id, id));
    expect(file).toBeUndefined();
    await second.close();
  });

  it('takes over an import whose worker died once its lease has run out', async () => {
    const { store } = await createStore(database);
    const row = await crashedImport(store.id, { attempts: 1, lockedUntil: new Date(Date.now() - 1000) });
    const app = await appOn(true);
    await vi.waitFor(async () => expect((await statusOf(row.id)).status).toBe('complete'), {
      timeout: 20_000,
    });
    expect((await statusOf(row.id)).attempts).toBe(2);
    await app.close();
  });

  it('fails an import that keeps interrupting the process, without touching the catalogue', async () => {
    const { store } = await createStore(database);
    const row = await crashedImport(store.id, { attempts: 3, lockedUntil: new Date(Date.now() - 1000) });
    const app = await appOn(true);
    await vi.waitFor(async () => expect((await statusOf(row.id)).status).toBe('failed'), { timeout: 20_000 });
    expect((await statusOf(row.id)).error_msg).toBe(WORKER_TEXT.tooManyAttempts);
    await app.close();
  });

  it('goes back to pending, its attempt not counted, when the server stops mid-import', async () => {
    const { store } = await createStore(database);
    const row = await crashedImport(store.id, { attempts: 0, lockedUntil: new Date(Date.now() - 1000) });
    await database.db.update(dataImports).set({ status: 'pending' }).where(eq(dataImports.id, row.id));
    const app = await appOn(false);
    let started: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = createImportWorker({
      db: database.db,
      log: app.log,
      recoverOnStart: false,
      process: async (job, signal) => {
        if (job.id !== row.id) return;
        started();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        throw new ImportInterrupted();
      },
    });
    worker.start();
    await running;
    expect((await statusOf(row.id)).status).toBe('processing');
    await worker.stop();
    expect(await statusOf(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
    await app.close();
  });

  it('retries an unexpected error, then fails with a reference', async () => {
    const { store } = await createStore(database);
    const row = await crashedImport(store.id, { attempts: 0, lockedUntil: new Date(Date.now() - 1000) });
    await database.db.update(dataImports).set({ status: 'pending' }).where(eq(dataImports.id, row.id));
    const app = await appOn(false);
    const calls: number[] = [];
    const worker = createImportWorker({
      db: database.db,
      log: app.log,
      recoverOnStart: false,
      maxAttempts: 2,
      retryDelayMs: 0,
      pollMs: 20,
      process: async (job) => {
        if (job.id !== row.id) return;
        calls.push(job.attempts);
        throw new Error('base caida');
      },
    });
    worker.start();
    await vi.waitFor(async () => expect((await statusOf(row.id)).status).toBe('failed'), { timeout: 10_000 });
    await worker.stop();
    expect(calls).toEqual([1, 2]);
    expect((await statusOf(row.id)).error_msg).toMatch(
      /^Ocurrio un error inesperado al procesar el archivo\. Referencia: [0-9a-f]{8}$/,
    );
    await app.close();
  });

  it('hands the processor the bytes of the upload it was woken for, and none for other imports', async () => {
    const { store } = await createStore(database);
    const handed = await crashedImport(store.id, { attempts: 0, lockedUntil: new Date(Date.now() - 1000) });
    const stored = await crashedImport(store.id, { attempts: 0, lockedUntil: new Date(Date.now() - 1000) });
    await database.db
      .update(dataImports)
      .set({ status: 'pending' })
      .where(inArray(dataImports.id, [handed.id, stored.id]));
    const app = await appOn(false);
    const seen = new Map<number, Buffer | undefined>();
    const worker = createImportWorker({
      db: database.db,
      log: app.log,
      recoverOnStart: false,
      pollMs: 20,
      process: async (job, _signal, content) => {
        if (job.id === handed.id || job.id === stored.id) seen.set(job.id, content);
      },
    });
    const content = Buffer.from(FILE);
    worker.wake({ id: handed.id, content });
    worker.start();
    await vi.waitFor(() => expect(seen.size).toBe(2), { timeout: 10_000 });
    await worker.stop();
    expect(seen.get(handed.id)).toBe(content);
    expect(seen.get(stored.id)).toBeUndefined();
    await app.close();
  });

  it('never applies one import twice, even with two workers', async () => {
    const app = await appOn(false);
    const { headers } = await storeWithToken(app, database);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await upload(app, headers, 'products_file', FILE.replace(/R-/g, `W${i}-`));
      ids.push(res.json().data_import.id);
    }
    const processed: number[] = [];
    const process = createImportProcessor(database.db);
    const workers = [1, 2].map(() =>
      createImportWorker({
        db: database.db,
        log: app.log,
        recoverOnStart: false,
        pollMs: 20,
        process: async (job, signal) => {
          processed.push(job.id);
          await process(job, signal);
        },
      }),
    );
    for (const worker of workers) worker.start();
    for (const id of ids) expect((await finished(app, headers, id)).status).toBe('complete');
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(processed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(await allProducts(app, headers)).toHaveLength(6);
    await app.close();
  });
});
