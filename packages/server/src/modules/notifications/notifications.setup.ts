import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMessageChannel, type MessageChannel } from '../../adapters/whatsapp';
import { clockStartingAt, systemClock, type Clock } from './clock';
import { createNotificationJobs } from './notification-jobs';
import { createNotificationScheduler } from './notification-scheduler';
import { createNotificationsService } from './notifications.service';

export type { NotificationsService } from './notifications.service';

/** The messages area wired from configuration: channel, clock, jobs, scheduler and staff service. */
export function createNotifications(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  channel?: MessageChannel;
  /** Embedded database: claims found at start were left by a crash (notification-jobs.ts). */
  recoverOnStart?: boolean;
}) {
  const { config, db, log } = deps;
  const clock =
    deps.clock ?? (config.CLOCK_START ? clockStartingAt(new Date(config.CLOCK_START)) : systemClock);
  const channel = deps.channel ?? createMessageChannel(config, db, log);
  const jobs = createNotificationJobs({
    db,
    channel,
    clock,
    log,
    templates: { cart: config.WHATSAPP_TEMPLATE_CART, promo: config.WHATSAPP_TEMPLATE_PROMO },
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    publicUrl: config.PUBLIC_URL,
    recoverOnStart: deps.recoverOnStart,
  });
  return {
    channel,
    clock,
    jobs,
    scheduler: createNotificationScheduler(jobs, log, config.NOTIFICATIONS_INTERVAL_SECONDS * 1000),
    service: createNotificationsService({
      db,
      channel,
      clock,
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    }),
  };
}
