import { randomUUID } from 'node:crypto';
import { IMPORT_KINDS, type DataImportKind } from '@mostrador/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withPlatformScope, withStoreScope } from '../../db/scope';
import { ImportFailure, ImportInterrupted } from './import-errors';
import { failImport } from './import-processor';
import { claimNextImport, extendLease, recoverInterruptedImports, releaseImport } from './imports.repository';
import type { DataImportRow } from '../../db/rows';

export const WORKER_TEXT = {
  tooManyAttempts:
    'El archivo no pudo procesarse: el proceso se interrumpio varias veces. Por favor vuelva a subirlo o dividalo en partes',
  unexpected: 'Ocurrio un error inesperado al procesar el archivo. Referencia: {ref}',
} as const;

export interface ImportWorkerOptions {
  db: Db;
  /** The log entries this worker takes (default: the file uploads). */
  kinds?: readonly DataImportKind[];
  /** Messages of a failed entry (default: the file wording of WORKER_TEXT). */
  texts?: Record<keyof typeof WORKER_TEXT, string>;
  log: FastifyBaseLogger;
  /** `content`: the file as this instance just received it, when it did (else read it from the database). */
  process: (job: DataImportRow, signal: AbortSignal, content?: Buffer) => Promise<void>;
  /** Embedded database only: imports left processing by a crash are taken again at start. */
  recoverOnStart: boolean;
  /** How long a claim holds without a heartbeat before another worker may take the import. */
  leaseMs?: number;
  /** How often an idle worker looks for uploads made on other instances. */
  pollMs?: number;
  /** Claims per import before it is failed (a file that keeps killing the process). */
  maxAttempts?: number;
  retryDelayMs?: number;
}

export interface ImportWorker {
  start(): void;
  /** Stops claiming; an import in progress is rolled back and left pending for the next start. */
  stop(): Promise<void>;
  /**
   * A new upload is waiting: look now instead of at the next poll. With the upload's content, the
   * worker that claims it here needs not read the stored copy back (the same bytes).
   */
  wake(upload?: { id: number; content: Buffer }): void;
}

/**
 * The background job of spec section 4's upload status: pending -> processing -> complete or
 * failed. The queue is the data_imports table itself (see docs/adr/0003-catalogue.md), so an
 * upload survives a restart and any instance may process it.
 */
export function createImportWorker(options: ImportWorkerOptions): ImportWorker {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 5_000;
  const kinds = options.kinds ?? IMPORT_KINDS;
  const texts = options.texts ?? WORKER_TEXT;
  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let wakeUp: (() => void) | undefined;
  let current: AbortController | undefined;
  // One file at most: a newer upload replaces it, so an upload claimed by another instance cannot
  // keep its memory for longer than until the next one.
  let handedOver: { id: number; content: Buffer } | undefined;

  function idle(): Promise<void> {
    if (woken || !running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      timer.unref();
      wakeUp = done;
    });
  }

  async function settle(job: DataImportRow, error: unknown) {
    if (error instanceof ImportFailure) {
      await failImport(db, job, error.message, error.rows);
      // A library's own error under the message (a damaged XLSX) helps tell a bad file from a bug.
      const cause = error.cause === undefined ? {} : { cause: String(error.cause) };
      log.info({ import: job.id, kind: job.kind, ...cause }, 'importacion rechazada');
    } else if (error instanceof ImportInterrupted) {
      await releaseImport(db, job.id, 0, false);
      log.info({ import: job.id }, 'importacion interrumpida por el cierre; queda pendiente');
    } else {
      const ref = randomUUID().slice(0, 8);
      log.error(
        { err: error, ref, import: job.id, attempt: job.attempts },
        'error inesperado en una importacion',
      );
      if (job.attempts < maxAttempts) await releaseImport(db, job.id, retryDelayMs * job.attempts, true);
      else await failImport(db, job, texts.unexpected.replace('{ref}', ref));
    }
  }

  async function runOne(job: DataImportRow) {
    const controller = new AbortController();
    current = controller;
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, job.attempts, leaseMs).catch((error: unknown) =>
        log.warn({ err: error, import: job.id }, 'no se pudo renovar la reserva de la importacion'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    const started = performance.now();
    // Operators (and the fault tests) see when the work starts, not only when it ends.
    log.info({ import: job.id, kind: job.kind, attempt: job.attempts }, 'importacion tomada');
    try {
      if (job.attempts > maxAttempts) throw new ImportFailure(texts.tooManyAttempts);
      // The job's own store only: a processing bug cannot reach another store's rows.
      const content = handedOver?.id === job.id ? handedOver.content : undefined;
      if (content) handedOver = undefined;
      await withStoreScope(job.store_id, () => options.process(job, controller.signal, content));
      log.info(
        { import: job.id, kind: job.kind, ms: Math.round(performance.now() - started) },
        'importacion procesada',
      );
    } catch (error) {
      await settle(job, error).catch((settleError: unknown) =>
        log.error(
          { err: settleError, import: job.id },
          'no se pudo registrar el resultado de la importacion',
        ),
      );
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  }

  async function run() {
    if (options.recoverOnStart) {
      await recoverInterruptedImports(db, kinds).catch((error: unknown) =>
        log.error({ err: error }, 'no se pudieron recuperar importaciones interrumpidas'),
      );
    }
    while (running) {
      woken = false;
      let job: DataImportRow | undefined;
      try {
        job = await claimNextImport(db, leaseMs, kinds);
      } catch (error) {
        log.error({ err: error }, 'no se pudo buscar importaciones pendientes');
      }
      if (job) await runOne(job);
      else await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      // Claiming looks at every store's imports (the worker may be started from a request too).
      loop = withPlatformScope(run);
    },
    async stop() {
      running = false;
      current?.abort();
      wakeUp?.();
      await loop;
      loop = undefined;
    },
    wake(upload) {
      if (upload) handedOver = upload;
      woken = true;
      wakeUp?.();
    },
  };
}
