import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { databaseProbe } from './database-probe';

/** A database stand-in that counts queries and fails while `down` is set. */
function fakeDb() {
  const state = { queries: 0, down: false };
  const db = {
    execute: async () => {
      state.queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.down) throw new Error('connection refused');
      return { rows: [] };
    },
  } as unknown as Db;
  return { db, state };
}

describe('databaseProbe', () => {
  it('asks the database once per period, and calls that arrive meanwhile share the answer', async () => {
    const { db, state } = fakeDb();
    let clock = 0;
    const answers = databaseProbe(db, 1000, () => clock);
    expect(await Promise.all([answers(), answers(), answers()])).toEqual([true, true, true]);
    expect(state.queries).toBe(1);
    clock = 999;
    expect(await answers()).toBe(true);
    expect(state.queries).toBe(1);
    clock = 1000;
    expect(await answers()).toBe(true);
    expect(state.queries).toBe(2);
  });

  it('reports a database that stopped answering by the next period, and its return', async () => {
    const { db, state } = fakeDb();
    let clock = 0;
    const answers = databaseProbe(db, 1000, () => clock);
    expect(await answers()).toBe(true);
    state.down = true;
    clock = 1500;
    expect(await answers()).toBe(false);
    state.down = false;
    clock = 1600;
    expect(await answers()).toBe(false);
    clock = 2600;
    expect(await answers()).toBe(true);
  });
});
