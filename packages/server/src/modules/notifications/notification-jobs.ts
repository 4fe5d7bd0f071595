import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { inNotificationWindow, startOfLocalDay, zonedParts } from '@mostrador/core';
import type { Db } from '../../db/client';
import { clientLogs, type NotificationKind } from '../../db/schema';
import { MessageRejected, phoneDigits, type MessageChannel } from '../../adapters/whatsapp';
import { recordStoreEvent } from '../logs/store-logs';
import type { Clock } from './clock';
import { fillText, NOTIFICATION_TEXT, renderTemplate } from './notification-texts';
import {
  cartCandidates,
  claimSend,
  failStaleClaims,
  interruptedClaims,
  markFailed,
  markSent,
  promoCandidates,
  promoOfDay,
  storesWithCredits,
  type Candidate,
  type DueStore,
} from './notifications.repository';
import type { Executor } from '../../db/executor';

export interface NotificationJobsOptions {
  db: Db;
  channel: MessageChannel;
  clock: Clock;
  log: FastifyBaseLogger;
  templates: Record<NotificationKind, string>;
  language: string;
  /** Where the customer's order page lives (the cart message links to it). */
  publicUrl?: string;
  /** A provisional order untouched this long counts as abandoned. */
  abandonedAfterMs?: number;
  /** A claim older than this without an answer belongs to a process that died. */
  staleClaimMs?: number;
  /**
   * Embedded database only (one process, held by the data-dir lock): every claim found by the
   * first pass was left by a process that died, whatever its age.
   */
  recoverOnStart?: boolean;
}

export interface RunSummary {
  /** Messages sent, a resent interrupted claim included. */
  sent: number;
  failed: number;
  skipped: number;
  /** Claims a dead process left: resent (counted in sent or failed too) or failed unsent. */
  interrupted: number;
}

type Outcome = 'sent' | 'failed' | 'skipped' | 'exhausted';

/**
 * The cart and promo jobs. Every run re-reads what is left to send, so a run cut short by a
 * restart is simply continued by the next one; the send key makes a repeat impossible.
 */
export function createNotificationJobs(options: NotificationJobsOptions) {
  const { db, channel, clock, log } = options;
  const abandonedAfterMs = options.abandonedAfterMs ?? 60 * 60_000;
  const staleClaimMs = options.staleClaimMs ?? 5 * 60_000;
  let firstPass = true;

  async function recordActivity(
    into: Executor,
    storeId: number,
    clientId: number,
    name: string,
    payload: Record<string, unknown>,
    at: Date,
  ) {
    await into
      .insert(clientLogs)
      .values({ store_id: storeId, client_id: clientId, activity_name: name, payload, created_at: at });
  }

  /** What the channel needs and the records name, as the claim stored it. */
  type ClaimedSend = {
    id: number;
    store_id: number;
    client_id: number;
    kind: NotificationKind;
    to: string;
    sender: string | null;
    template: string;
    parameters: string[];
    body: string;
  };

  /** Calls the channel for a claimed send and records the outcome (send row, activity, store log). */
  async function complete(send: ClaimedSend): Promise<'sent' | 'failed' | 'done'> {
    const logValues = { kind: NOTIFICATION_TEXT.kind[send.kind], client: send.parameters[0] ?? '' };
    const payload = { send_id: send.id, kind: send.kind, client_id: send.client_id, channel: channel.kind };
    try {
      const sent = await channel.send({
        sendId: send.id,
        storeId: send.store_id,
        clientId: send.client_id,
        to: send.to,
        sender: send.sender,
        template: send.template,
        language: options.language,
        parameters: send.parameters,
        body: send.body,
      });
      const at = clock.now();
      // The send row and the client's activity entry commit together: a kill between the two
      // would leave a sent message the client's history never shows (the restart sees no claim).
      const recorded = await db.transaction(async (tx) => {
        const marked = await markSent(tx, send.id, sent.providerMessageId, sent.senderId, at);
        // Another instance resending the same interrupted claim got there first: it recorded it.
        if (!marked.length) return false;
        await recordActivity(
          tx,
          send.store_id,
          send.client_id,
          NOTIFICATION_TEXT.activity[send.kind],
          { mensaje: send.body, canal: NOTIFICATION_TEXT.channel[channel.kind], numero: send.to },
          at,
        );
        return true;
      });
      if (!recorded) return 'done';
      await recordStoreEvent(db, {
        storeId: send.store_id,
        event: 'notification',
        message: fillText(NOTIFICATION_TEXT.storeLog.sent, logValues),
        payload,
      });
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const at = clock.now();
      await db.transaction(async (tx) => {
        await markFailed(
          tx,
          { id: send.id, store_id: send.store_id },
          reason,
          at,
          error instanceof MessageRejected,
        );
        await recordActivity(
          tx,
          send.store_id,
          send.client_id,
          NOTIFICATION_TEXT.activity.failed,
          { mensaje: send.body, error: reason },
          at,
        );
      });
      await recordStoreEvent(db, {
        storeId: send.store_id,
        event: 'notification',
        message: fillText(NOTIFICATION_TEXT.storeLog.failed, { ...logValues, error: reason }),
        payload,
      });
      log.warn({ err: error, store: send.store_id, send: send.id }, 'mensaje no enviado');
      return 'failed';
    }
  }

  async function deliver(
    store: DueStore,
    kind: NotificationKind,
    candidate: Candidate,
    day: { localDate: string; dayStart: Date },
    text: string,
  ): Promise<Outcome> {
    const to = phoneDigits(candidate.phone);
    if (!to) return 'skipped';
    const now = clock.now();
    const name = candidate.first_name?.trim() || NOTIFICATION_TEXT.defaultName;
    const parameters = [name, store.name, text];
    const body = renderTemplate(NOTIFICATION_TEXT.templates[kind], parameters);
    const sender = store.identifiers.exclusive_whatsapp ?? null;
    const template = options.templates[kind];
    const claim = await claimSend(
      db,
      {
        store_id: store.id,
        client_id: candidate.client_id,
        kind,
        local_date: day.localDate,
        channel: channel.kind,
        to,
        sender,
        template,
        parameters,
        body,
        order_id: candidate.order_id,
        claimed_at: now,
      },
      day.dayStart,
    );
    if (claim.outcome === 'exhausted') return 'exhausted';
    if (claim.outcome !== 'claimed') return 'skipped';
    const outcome = await complete({
      id: claim.id,
      store_id: store.id,
      client_id: candidate.client_id,
      kind,
      to,
      sender,
      template,
      parameters,
      body,
    });
    return outcome === 'failed' ? 'failed' : 'sent';
  }

  /**
   * Claims left unanswered by a process that died (or, at the start of an embedded database's only
   * process, every claim). A channel that stores a message once per send id (the outbox) gets them
   * again: at least once plus its dedupe is exactly once. Any other channel (the Cloud API has no
   * idempotency key) may have sent them already: they are failed and never resent (at most once).
   */
  async function settleInterrupted(summary: RunSummary, everyClaim: boolean) {
    const now = clock.now();
    const before = everyClaim ? null : new Date(now.getTime() - staleClaimMs);
    if (channel.dedupesBySendId) {
      for (const send of await interruptedClaims(db, before)) {
        summary.interrupted += 1;
        const outcome = await complete(send);
        if (outcome !== 'done') summary[outcome] += 1;
      }
      return;
    }
    const stale = await failStaleClaims(db, before, NOTIFICATION_TEXT.interrupted, now);
    for (const send of stale) {
      summary.interrupted += 1;
      await recordStoreEvent(db, {
        storeId: send.store_id,
        event: 'notification',
        message: fillText(NOTIFICATION_TEXT.storeLog.interrupted, {
          kind: NOTIFICATION_TEXT.kind[send.kind],
        }),
        payload: { send_id: send.id, kind: send.kind, client_id: send.client_id },
      });
    }
  }

  async function runStore(store: DueStore, summary: RunSummary) {
    const now = clock.now();
    if (!inNotificationWindow(now, store.time_zone)) return;
    const local = zonedParts(now, store.time_zone);
    const day = { localDate: local.date, dayStart: startOfLocalDay(now, store.time_zone) };
    let budget = store.notif_batch;

    const send = async (kind: NotificationKind, candidates: Candidate[], text: (c: Candidate) => string) => {
      for (const candidate of candidates) {
        if (budget <= 0) return false;
        // PGlite answers through microtasks only, so a batch would otherwise hold the event loop
        // (no HTTP answers, no log output) until its last message: let other work in between.
        await yieldToEventLoop();
        const outcome = await deliver(store, kind, candidate, day, text(candidate));
        if (outcome === 'exhausted') {
          await recordStoreEvent(db, {
            storeId: store.id,
            event: 'notification',
            message: NOTIFICATION_TEXT.storeLog.exhausted,
          });
          return false;
        }
        if (outcome === 'skipped') summary.skipped += 1;
        else {
          summary[outcome] += 1;
          budget -= 1;
        }
      }
      return true;
    };

    if (store.notifications_cart_enabled && store.notif_cart) {
      const candidates = await cartCandidates(db, {
        storeId: store.id,
        ...day,
        abandonedBefore: new Date(now.getTime() - abandonedAfterMs),
        limit: budget,
      });
      const base = options.publicUrl?.replace(/\/+$/, '') ?? '';
      if (!(await send('cart', candidates, (c) => `${base}/orderstatus/${c.order_token ?? ''}`))) return;
    }
    if (store.notifications_enabled && store.notif_promo && budget > 0) {
      const promo = await promoOfDay(db, store.id, local.weekday);
      if (!promo) return;
      const candidates = await promoCandidates(db, { storeId: store.id, ...day, limit: budget });
      await send('promo', candidates, () => promo.promo_msg.trim());
    }
  }

  return {
    /** One pass over every store; safe to run from several instances at once. */
    async runOnce(): Promise<RunSummary> {
      const summary: RunSummary = { sent: 0, failed: 0, skipped: 0, interrupted: 0 };
      await settleInterrupted(summary, firstPass && Boolean(options.recoverOnStart));
      firstPass = false;
      for (const store of await storesWithCredits(db)) {
        try {
          await runStore(store, summary);
        } catch (error) {
          log.error({ err: error, store: store.id }, 'no se pudieron enviar los mensajes de la tienda');
        }
      }
      return summary;
    },
  };
}

export type NotificationJobs = ReturnType<typeof createNotificationJobs>;
