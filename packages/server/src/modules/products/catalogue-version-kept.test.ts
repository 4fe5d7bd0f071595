import { describe, expect, it } from 'vitest';
import { noteStatement } from '../../db/write-epochs';
import { keptCatalogueVersion } from './product-list-memo';

/** A version read that counts its calls, on a clock the test moves. */
function setup(keepMs: number) {
  let clock = 0;
  let version = 7;
  const reads: number[] = [];
  const read = async (storeId: number) => {
    reads.push(storeId);
    return version;
  };
  const kept = keptCatalogueVersion(read, keepMs, () => clock);
  return {
    kept,
    reads,
    tick: (ms: number) => (clock += ms),
    bump: () => (version += 1),
  };
}

describe('keptCatalogueVersion', () => {
  it('answers from the copy within the time limit, per store, and reads again after it', async () => {
    const { kept, reads, tick, bump } = setup(1000);
    expect(await kept(1)).toBe(7);
    bump();
    tick(999);
    expect(await kept(1)).toBe(7);
    expect(await kept(2)).toBe(8);
    tick(1);
    expect(await kept(1)).toBe(8);
    expect(reads).toEqual([1, 2, 1]);
  });

  it('reads again at once after this process wrote the catalogue, by any statement', async () => {
    const { kept, reads, bump } = setup(60_000);
    expect(await kept(1)).toBe(7);
    bump();
    noteStatement('update "products" set "price_per_unit" = $1 where "products"."id" = $2');
    expect(await kept(1)).toBe(8);
    noteStatement({ text: 'INSERT INTO store_synonyms (store_id, term, means) VALUES ($1, $2, $3)' });
    expect(await kept(1)).toBe(8);
    expect(reads).toEqual([1, 1, 1]);
  });

  it('keeps nothing when the statement does not write the catalogue', async () => {
    const { kept, reads } = setup(60_000);
    await kept(1);
    noteStatement('select * from "products" where "products"."store_id" = $1');
    noteStatement('update "orders" set "status" = $1');
    await kept(1);
    expect(reads).toEqual([1]);
  });

  it('reads on every call with a time limit of 0', async () => {
    const { kept, reads } = setup(0);
    await kept(1);
    await kept(1);
    expect(reads).toEqual([1, 1]);
  });
});
