import { describe, expect, it } from 'vitest';
import { outboxChannel } from '../../src/adapters/whatsapp/outbox';
import type { MessageChannel } from '../../src/adapters/whatsapp';
import {
  activityOf,
  cartClient,
  creditsLeft,
  jobsFor,
  manualClock,
  messagingStore,
  minutesAfterNoon,
  NOON,
  outboxOf,
  recordingChannel,
  sendsOf,
  silentLog,
} from '../../src/modules/notifications/notifications.fixtures';
import { freshDatabaseForFile, until } from '../helpers';

const database = freshDatabaseForFile();

/** The outbox, but the process "dies" on the given call: before or after the row is stored. */
function dyingOutbox(dieOn: number, when: 'before' | 'after') {
  const outbox = outboxChannel(database.db, silentLog);
  const channel = {
    kind: 'outbox' as const,
    dedupesBySendId: true,
    calls: 0,
    async send(message: Parameters<MessageChannel['send']>[0]) {
      const index = channel.calls;
      channel.calls += 1;
      if (index === dieOn) {
        if (when === 'after') await outbox.send(message);
        return new Promise<never>(() => {});
      }
      return outbox.send(message);
    },
  };
  return channel;
}

describe('a crash between claim and record, on the outbox channel', () => {
  it.each(['before', 'after'] as const)(
    'dying %s the outbox write: the next start sends it once, records it once',
    async (when) => {
      const { store } = await messagingStore(database);
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await cartClient(database.db, store.id)).client.id);
      const dying = dyingOutbox(1, when);
      void jobsFor(database.db, manualClock(NOON), dying).runOnce();
      await until(() => dying.calls === 2);
      expect((await sendsOf(database.db, store.id)).map((s) => s.status)).toEqual(['sent', 'claimed']);

      // The restarted process (embedded database: every claim at start is a dead process's).
      const summary = await jobsFor(database.db, manualClock(NOON), outboxChannel(database.db, silentLog), {
        recoverOnStart: true,
      }).runOnce();
      expect(summary).toMatchObject({ interrupted: 1, sent: 2, failed: 0 });
      const sends = await sendsOf(database.db, store.id);
      expect(sends.map((s) => [s.client_id, s.status])).toEqual(ids.map((id) => [id, 'sent']));
      const outbox = await outboxOf(database.db, store.id);
      expect(outbox.map((m) => m.client_id).sort()).toEqual([...ids].sort());
      expect(new Set(outbox.map((m) => m.send_id)).size).toBe(3);
      const activity = await activityOf(database.db, store.id, ids[1]!);
      expect(activity.map((a) => a.activity_name)).toEqual(['Mensaje de carrito abandonado enviado']);
      // One credit per message: the resend spends none.
      expect(await creditsLeft(database.db, store.id)).toBe(97);
    },
  );

  it('without recoverOnStart (PostgreSQL, several instances) a fresh claim is left to its owner', async () => {
    const { store } = await messagingStore(database);
    await cartClient(database.db, store.id);
    const dying = dyingOutbox(0, 'before');
    void jobsFor(database.db, manualClock(minutesAfterNoon(60)), dying).runOnce();
    await until(() => dying.calls === 1);
    const other = jobsFor(
      database.db,
      manualClock(minutesAfterNoon(61)),
      outboxChannel(database.db, silentLog),
    );
    expect((await other.runOnce()).interrupted).toBe(0);
    expect((await sendsOf(database.db, store.id)).map((s) => s.status)).toEqual(['claimed']);
    // Five minutes later the claim is stale: sent again under its send id.
    const later = jobsFor(
      database.db,
      manualClock(minutesAfterNoon(70)),
      outboxChannel(database.db, silentLog),
    );
    expect(await later.runOnce()).toMatchObject({ interrupted: 1, sent: 1 });
    expect(await outboxOf(database.db, store.id)).toHaveLength(1);
  });

  it('a channel that cannot dedupe (the Cloud API) fails the claim at start and never resends it', async () => {
    const { store } = await messagingStore(database);
    await cartClient(database.db, store.id);
    const hanging = recordingChannel(() => new Promise<void>(() => {}));
    void jobsFor(database.db, manualClock(minutesAfterNoon(120)), hanging).runOnce();
    await until(() => hanging.calls === 1);
    const restarted = recordingChannel();
    const summary = await jobsFor(
      database.db,
      manualClock(new Date(minutesAfterNoon(120).getTime() + 1000)),
      restarted,
      {
        recoverOnStart: true,
      },
    ).runOnce();
    expect(summary.interrupted).toBeGreaterThanOrEqual(1);
    expect(restarted.sent.filter((m) => m.storeId === store.id)).toHaveLength(0);
    expect((await sendsOf(database.db, store.id)).map((s) => s.status)).toEqual(['failed']);
  });
});
