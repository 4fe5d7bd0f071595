import { describe, expect, it } from 'vitest';
import { CatalogueMemo } from './catalogue-memo';

describe('CatalogueMemo', () => {
  const key = JSON.stringify(['leche']);

  it('answers only for the version a value was read at, and per store', () => {
    const memo = new CatalogueMemo<number>(100);
    memo.set(1, 5, key, 40);
    expect(memo.get(1, 5, key)).toBe(40);
    expect(memo.get(1, 6, key)).toBeUndefined();
    expect(memo.get(2, 5, key)).toBeUndefined();
    expect(memo.get(1, 5, JSON.stringify(['leche', 'oferta']))).toBeUndefined();
  });

  it('keeps the newest version: an older read never replaces it', () => {
    const memo = new CatalogueMemo<number>(100);
    memo.set(1, 7, key, 10);
    memo.set(1, 6, key, 99);
    expect(memo.get(1, 7, key)).toBe(10);
    expect(memo.get(1, 6, key)).toBeUndefined();
    memo.set(1, 8, 'otra', 12);
    expect(memo.get(1, 7, key)).toBeUndefined();
    expect(memo.weight).toBe(1);
  });

  it('stays within its weight, dropping the oldest value of the store idle the longest', () => {
    const memo = new CatalogueMemo<string>(10);
    memo.set(1, 1, 'a', 'A', 4);
    memo.set(2, 1, 'b', 'B', 4);
    memo.set(1, 1, 'c', 'C', 4);
    expect(memo.get(2, 1, 'b')).toBeUndefined();
    expect(memo.get(1, 1, 'a')).toBe('A');
    expect(memo.get(1, 1, 'c')).toBe('C');
    memo.set(3, 1, 'd', 'D', 4);
    expect(memo.get(1, 1, 'a')).toBeUndefined();
    expect(memo.get(1, 1, 'c')).toBe('C');
    expect(memo.get(3, 1, 'd')).toBe('D');
    // A value heavier than the whole memo is not kept (and evicts nothing).
    memo.set(4, 1, 'e', 'E', 11);
    expect(memo.get(4, 1, 'e')).toBeUndefined();
    expect(memo.get(3, 1, 'd')).toBe('D');
    expect(memo.weight).toBe(8);
  });

  it('counts a read as a use: the value read last is evicted last', () => {
    const memo = new CatalogueMemo<string>(3);
    memo.set(1, 1, 'a', 'A');
    memo.set(2, 1, 'b', 'B');
    memo.set(1, 1, 'c', 'C');
    // Store 1 was stored last, but store 2 was read since: store 1's oldest value goes first.
    expect(memo.get(2, 1, 'b')).toBe('B');
    memo.set(3, 1, 'd', 'D');
    expect(memo.get(1, 1, 'a')).toBeUndefined();
    expect([memo.get(2, 1, 'b'), memo.get(1, 1, 'c'), memo.get(3, 1, 'd')]).toEqual(['B', 'C', 'D']);
  });

  it("frees a store's old values when its version moves", () => {
    const memo = new CatalogueMemo<string>(8);
    memo.set(1, 1, 'a', 'A', 4);
    memo.set(1, 1, 'b', 'B', 4);
    memo.set(1, 2, 'a', 'A2', 4);
    memo.set(2, 1, 'x', 'X', 4);
    expect(memo.get(1, 2, 'a')).toBe('A2');
    expect(memo.get(2, 1, 'x')).toBe('X');
    expect(memo.weight).toBe(8);
  });

  it('forgets a value only while the key still holds it', () => {
    const memo = new CatalogueMemo<string>(10);
    memo.set(1, 1, 'a', 'A');
    memo.forget(1, 'a', 'otro');
    expect(memo.get(1, 1, 'a')).toBe('A');
    memo.forget(1, 'a', 'A');
    expect(memo.get(1, 1, 'a')).toBeUndefined();
    expect(memo.weight).toBe(0);
    // Replaced under a newer version: the old value's failure must not drop the new one.
    memo.set(1, 1, 'b', 'B1');
    memo.set(1, 2, 'b', 'B2');
    memo.forget(1, 'b', 'B1');
    expect(memo.get(1, 2, 'b')).toBe('B2');
    expect(memo.weight).toBe(1);
  });
});
