import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  expireFlags,
  FLAG_EXPIRY_DAYS,
  isStepComplete,
  toggleFlag,
  wizardProgress,
  WIZARD_FLAG_TARGETS,
  WIZARD_FLAGS,
  type WizardFlags,
} from '../index';

const on = (...flags: string[]): WizardFlags => Object.fromEntries(flags.map((flag) => [flag, true]));

describe('wizard step completion', () => {
  it.each([
    [on('store', 'crew', 'wsnumber'), 0, true],
    [on('store', 'crew'), 0, false],
    [{ ...on('store', 'crew'), wsnumber: false }, 0, false],
    [on('products', 'sales', 'bot'), 1, true],
    [on('products', 'bot'), 1, false],
    [on('pms', 'faqs1', 'faqs2'), 2, true],
    [on('pms', 'faqs1'), 2, false],
    [on('qrs', 'calendar'), 3, true],
    [on('qrs'), 3, false],
    [{ qrs: 'true', calendar: true }, 3, false],
    [on(...WIZARD_FLAGS), 4, false],
  ])('%o step %i -> %s', (flags, step, expected) => {
    expect(isStepComplete(flags, step)).toBe(expected);
  });

  it('reports every step in order', () => {
    expect(wizardProgress(on('store', 'crew', 'wsnumber', 'qrs', 'calendar'))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(wizardProgress({})).toEqual([false, false, false, false]);
  });

  it.each([
    [0, false, true],
    [1, true, true],
    [2, true, true],
    [3, true, false],
  ])('step %i: Anterior %s, Siguiente %s', (step, back, forward) => {
    expect(canGoBack(step)).toBe(back);
    expect(canGoForward(step)).toBe(forward);
  });
});

describe('wizard flag toggling', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it.each([
    [{}, 'qrs', { qrs: true, qrsTS: now.toISOString() }],
    [on('qrs'), 'qrs', { qrs: false, qrsTS: now.toISOString() }],
    [on('store'), 'store', { store: false, storeTS: now.toISOString() }],
    [{}, 'crew', { crew: true }],
    [on('bot'), 'bot', { bot: false }],
  ] as const)('%o toggling %s -> %o', (flags, flag, expected) => {
    expect(toggleFlag(flags, flag, now)).toEqual(expected);
  });
});

describe('wizard flag expiry', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it.each(Object.entries(FLAG_EXPIRY_DAYS))('%s expires after %i days', (flag, days) => {
    const fresh = { [flag]: true, [`${flag}TS`]: daysAgo(days - 0.01) };
    expect(expireFlags(fresh, now)).toEqual({ flags: fresh, changed: false });
    const old = { [flag]: true, [`${flag}TS`]: daysAgo(days) };
    expect(expireFlags(old, now)).toEqual({ flags: { ...old, [flag]: false }, changed: true });
  });

  it.each<[WizardFlags, boolean]>([
    [{ crew: true, products: true }, false],
    [{ qrs: true }, false],
    [{ qrs: true, qrsTS: 'ayer' }, false],
    [{ qrs: false, qrsTS: daysAgo(100) }, false],
    [{ store: true, storeTS: daysAgo(8), pms: true, pmsTS: daysAgo(3) }, true],
  ])('%o changed: %s', (flags, changed) => {
    const result = expireFlags(flags, now);
    expect(result.changed).toBe(changed);
    expect(result.flags.pms ?? null).toBe(flags.pms ?? null);
    expect(result.flags.crew ?? null).toBe('crew' in flags ? true : null);
  });

  it('gives every flag a screen', () => {
    expect(Object.keys(WIZARD_FLAG_TARGETS).sort()).toEqual([...WIZARD_FLAGS].sort());
  });
});
