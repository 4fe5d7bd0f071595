import { describe, expect, it } from 'vitest';
import { briefCopies } from './brief-copies';

/** Copies over a clock and a write counter the test moves, with a read that counts its calls. */
function setup(keepMs: number) {
  let clock = 0;
  let counter = 0;
  let value = 'a';
  const reads: string[] = [];
  const copyOf = briefCopies<string, string>({
    capacity: 2,
    keepMs,
    epoch: () => counter,
    now: () => clock,
  });
  const get = (key: string) =>
    copyOf(key, async () => {
      reads.push(key);
      return value;
    });
  return {
    copyOf,
    get,
    reads,
    tick: (ms: number) => (clock += ms),
    write: () => (counter += 1),
    change: (next: string) => (value = next),
  };
}

describe('briefCopies', () => {
  it('answers the copy within the time limit, per key, and reads again after it', async () => {
    const { get, reads, tick, change } = setup(1000);
    expect(await get('x')).toBe('a');
    change('b');
    tick(999);
    expect(await get('x')).toBe('a');
    expect(await get('y')).toBe('b');
    tick(1);
    expect(await get('x')).toBe('b');
    expect(reads).toEqual(['x', 'y', 'x']);
  });

  it('reads again at once after a write moved the counter', async () => {
    const { get, reads, write, change } = setup(60_000);
    await get('x');
    change('b');
    write();
    expect(await get('x')).toBe('b');
    expect(reads).toEqual(['x', 'x']);
  });

  it('does not keep what was read while a write landed', async () => {
    const { copyOf, get, reads, write } = setup(60_000);
    await copyOf('x', async () => {
      reads.push('x');
      write();
      return 'a';
    });
    await get('x');
    expect(reads).toEqual(['x', 'x']);
  });

  it('keeps no answer that is undefined, reads on every call at 0, and holds at most its capacity', async () => {
    const { copyOf, reads } = setup(60_000);
    await copyOf('none', async () => (reads.push('none'), undefined));
    await copyOf('none', async () => (reads.push('none'), undefined));
    expect(reads).toEqual(['none', 'none']);

    const off = setup(0);
    await off.get('x');
    await off.get('x');
    expect(off.reads).toEqual(['x', 'x']);

    const small = setup(60_000);
    await small.get('x');
    await small.get('y');
    await small.get('z');
    await small.get('x');
    expect(small.reads).toEqual(['x', 'y', 'z', 'x']);
  });
});
