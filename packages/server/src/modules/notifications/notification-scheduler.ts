import type { FastifyBaseLogger } from 'fastify';
import { withPlatformScope } from '../../db/scope';
import type { NotificationJobs } from './notification-jobs';

export interface NotificationScheduler {
  start(): void;
  /** Stops after the pass in progress, so no claim is left half done by a clean shutdown. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs every `intervalMs`. Nothing is kept in memory between passes: what to send is read
 * from the database each time, so a restart loses nothing and repeats nothing.
 */
export function createNotificationScheduler(
  jobs: NotificationJobs,
  log: FastifyBaseLogger,
  intervalMs: number,
): NotificationScheduler {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  const tick = () => {
    // One pass looks at every store's due messages: the platform's own work.
    pass = withPlatformScope(() => jobs.runOnce())
      .then((summary) => {
        if (summary.sent || summary.failed || summary.interrupted)
          log.info({ summary }, 'mensajes de la tienda');
      })
      .catch((error: unknown) => log.error({ err: error }, 'fallo una pasada de mensajes'))
      .finally(() => {
        pass = undefined;
        if (running) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}
