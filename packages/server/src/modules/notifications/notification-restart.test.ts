import { describe, expect, it } from 'vitest';
import { MessageRejected } from '../../adapters/whatsapp';
import { freshDatabaseForFile, until } from '../../../test/helpers';
import {
  activityOf,
  cartClient,
  creditsLeft,
  jobsFor,
  manualClock,
  messagingStore,
  minutesAfterNoon,
  NOON,
  recordingChannel,
  sendsOf,
  storeLogsOf,
} from './notifications.fixtures';

const database = freshDatabaseForFile();

describe('a restart in the middle of a batch', () => {
  it('continues with the rest and never sends a claimed message again', async () => {
    const { store } = await messagingStore(database);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await cartClient(database.db, store.id)).client.id);

    // The first process dies while the channel holds the third message: its promise never settles.
    const dying = recordingChannel((_message, index) =>
      index === 2 ? new Promise<void>(() => {}) : undefined,
    );
    void jobsFor(database.db, manualClock(NOON), dying).runOnce();
    await until(() => dying.calls === 3);
    const before = await sendsOf(database.db, store.id);
    expect(before.map((s) => s.status)).toEqual(['sent', 'sent', 'claimed']);

    // The new process a minute later: the fourth client gets hers, the claimed one is left alone.
    const restarted = recordingChannel();
    await jobsFor(database.db, manualClock(minutesAfterNoon(1)), restarted).runOnce();
    expect(restarted.sent.map((m) => m.clientId)).toEqual([ids[3]]);
    expect((await sendsOf(database.db, store.id)).map((s) => s.status)).toEqual([
      'sent',
      'sent',
      'claimed',
      'sent',
    ]);

    // Once the claim is stale it is closed as failed (its outcome is unknown), and still not resent.
    const later = recordingChannel();
    const summary = await jobsFor(database.db, manualClock(minutesAfterNoon(10)), later).runOnce();
    expect(later.sent.filter((m) => m.storeId === store.id)).toHaveLength(0);
    expect(summary.interrupted).toBeGreaterThanOrEqual(1);
    const after = await sendsOf(database.db, store.id);
    expect(after.map((s) => [s.client_id, s.status])).toEqual([
      [ids[0], 'sent'],
      [ids[1], 'sent'],
      [ids[2], 'failed'],
      [ids[3], 'sent'],
    ]);
    expect(after[2]!.error).toBe(
      'Envio interrumpido por un reinicio: no se reintenta para no enviarlo dos veces',
    );
    expect((await storeLogsOf(database.db, store.id)).map((l) => l.message)).toContain(
      'Mensaje de carrito abandonado interrumpido por un reinicio (no se reintenta)',
    );
    // Four credits: the interrupted message may have left before the crash.
    expect(await creditsLeft(database.db, store.id)).toBe(96);
    const delivered = [...dying.sent, ...restarted.sent, ...later.sent].filter((m) => m.storeId === store.id);
    expect(new Set(delivered.map((m) => m.clientId)).size).toBe(delivered.length);
  });

  it('two instances running at once send each message once', async () => {
    const { store } = await messagingStore(database);
    for (let i = 0; i < 6; i += 1) await cartClient(database.db, store.id);
    const first = recordingChannel();
    const second = recordingChannel();
    const clock = manualClock(minutesAfterNoon(20));
    await Promise.all([
      jobsFor(database.db, clock, first).runOnce(),
      jobsFor(database.db, clock, second).runOnce(),
    ]);
    const delivered = [...first.sent, ...second.sent].filter((m) => m.storeId === store.id);
    expect(delivered).toHaveLength(6);
    expect(new Set(delivered.map((m) => m.clientId)).size).toBe(6);
    expect(await creditsLeft(database.db, store.id)).toBe(94);
  });
});

describe('channel failures', () => {
  it('a refused message is failed, its credit returned, recorded, and not retried that day', async () => {
    const { store } = await messagingStore(database);
    const { client } = await cartClient(database.db, store.id);
    const refusing = recordingChannel(() => {
      throw new MessageRejected('WhatsApp 400: Invalid parameter', 400);
    });
    await jobsFor(database.db, manualClock(minutesAfterNoon(30)), refusing).runOnce();
    const [send] = await sendsOf(database.db, store.id);
    expect(send).toMatchObject({ status: 'failed', error: 'WhatsApp 400: Invalid parameter' });
    expect(await creditsLeft(database.db, store.id)).toBe(100);
    const activity = await activityOf(database.db, store.id, client.id);
    expect(activity.map((a) => a.activity_name)).toEqual(['Mensaje no enviado']);
    expect((await storeLogsOf(database.db, store.id)).at(-1)?.message).toMatch(/no enviado: WhatsApp 400/);

    const working = recordingChannel();
    await jobsFor(database.db, manualClock(minutesAfterNoon(90)), working).runOnce();
    expect(working.sent.filter((m) => m.storeId === store.id)).toHaveLength(0);
  });

  it('an unknown outcome (timeout, 5xx) is failed and keeps its credit spent', async () => {
    const { store } = await messagingStore(database);
    await cartClient(database.db, store.id);
    const timingOut = recordingChannel(() => {
      throw new Error('The operation was aborted due to timeout');
    });
    await jobsFor(database.db, manualClock(minutesAfterNoon(40)), timingOut).runOnce();
    const [send] = await sendsOf(database.db, store.id);
    expect(send?.status).toBe('failed');
    expect(await creditsLeft(database.db, store.id)).toBe(99);
  });
});
