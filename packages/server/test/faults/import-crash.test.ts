import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productsFile } from '../fixtures/products-file';
import { createStore } from '../helpers';
import { crashFixture } from './crash-fixture';
import { lockPid, waitFor, waitForOutput, withDataDir, type ServerProcess } from './server-process';

const ROWS = 100_000;
const run = crashFixture();

type ImportRecord = { id: number; status: string; error_msg: string | null };

async function importRecord(server: ServerProcess, token: string, id: number): Promise<ImportRecord> {
  const res = await fetch(`${server.url}/api/store/data_imports/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET data_imports/${id}: ${res.status}`);
  return (await res.json()) as ImportRecord;
}

// These tests start their own server on an embedded database; on a PostgreSQL run they would only
// repeat the PGlite run (the PostgreSQL outage is measured by bench/faults.ts).
describe.skipIf(Boolean(process.env.DATABASE_URL))('kill -9 during a 100,000-row import', () => {
  it('after a restart the import is complete (or failed with a reason), never partial or doubled', async () => {
    const { dataDir, fixture } = await run.prepare((database) => createStore(database));
    const first = await run.start(dataDir);
    const token = await run.login(first, fixture);
    const form = new FormData();
    form.append('file', new Blob([productsFile(ROWS)], { type: 'text/csv' }), 'catalogo-fallos.csv');
    const upload = await fetch(`${first.url}/api/store/products_file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { data_import } = (await upload.json()) as { data_import: { id: number } };

    // While the import runs its transaction holds PGlite's one connection, so the API cannot be
    // asked; the worker's log line says when it has claimed the file.
    await waitForOutput(
      first,
      'la importacion fue tomada',
      (log) => log.includes('importacion tomada'),
      120_000,
      20,
    );
    // Past the parse, into the transaction's chunked writes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(first.output()).not.toContain('importacion procesada');
    await first.crash();
    // kill -9 runs no shutdown hook: the dead process's lock is still there.
    expect(lockPid(dataDir)).toBe(first.child.pid);

    // The resumed import starts before the server listens and its one transaction holds PGlite's
    // only connection, so /api/health (like every call) answers only once it commits: wait for
    // the listening line instead, and let the calls below queue behind the import.
    const restartedAt = performance.now();
    const second = await run.start(dataDir, { awaitReady: false });
    await waitForOutput(second, 'el servidor escucha', (log) => log.includes('escuchando en'), 240_000);
    const listeningMs = performance.now() - restartedAt;
    // The lock of a process that no longer runs is taken over.
    expect(lockPid(dataDir)).toBe(second.child.pid);
    const secondToken = await run.login(second, fixture);
    const settled = await waitFor(
      'la importacion termina',
      async () => {
        second.assertRunning();
        const record = await importRecord(second, secondToken, data_import.id);
        return record.status === 'complete' || record.status === 'failed' ? record : undefined;
      },
      240_000,
      250,
    );
    if (settled.status === 'failed') expect(settled.error_msg).toMatch(/[a-záéíóúñ]{4,} /i);
    else expect(settled).toMatchObject({ status: 'complete', error_msg: null });
    expect(await second.stop()).toBe(0);
    console.info(
      `importacion: ${settled.status}, arranque ${Math.round(first.readyMs)} ms, escuchando tras el kill en ${Math.round(listeningMs)} ms (sin contar la espera de la importacion)`,
    );
    expect(existsSync(join(dataDir, 'mostrador.lock'))).toBe(false);

    const counts = await withDataDir(dataDir, async (database) => {
      const result = await database.db.execute<{ total: number; distinct_ids: number; attempts: number }>(sql`
        select (select count(*)::int from products where store_id = ${fixture.store.id}) as total,
          (select count(distinct original_id)::int from products where store_id = ${fixture.store.id}) as distinct_ids,
          (select attempts from data_imports where id = ${data_import.id}) as attempts`);
      return result.rows[0]!;
    });
    // All or nothing: the whole file in one transaction, applied once.
    expect(counts.total).toBe(settled.status === 'complete' ? ROWS : 0);
    expect(counts.distinct_ids).toBe(counts.total);
    // Claimed once before the crash and once after it.
    expect(counts.attempts).toBe(2);
  }, 480_000);
});
