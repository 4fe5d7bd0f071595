import type { WizardFlag } from '../validation/store';

/** The setup wizard's flags and their timestamps, as saved in stores.social_networks.flags. */
export type WizardFlags = Partial<Record<string, boolean | string | null | undefined>>;

/** Spec section 4: the flags each of the four steps needs. */
export const WIZARD_STEPS: readonly (readonly WizardFlag[])[] = [
  ['store', 'crew', 'wsnumber'],
  ['products', 'sales', 'bot'],
  ['pms', 'faqs1', 'faqs2'],
  ['qrs', 'calendar'],
];
export const WIZARD_LAST_STEP = WIZARD_STEPS.length - 1;

/** Spec section 9: days after which a flag turns itself off so the owner reviews that part again. */
export const FLAG_EXPIRY_DAYS = {
  store: 7,
  qrs: 15,
  calendar: 10,
  pms: 21,
  faqs1: 21,
  faqs2: 21,
} as const satisfies Partial<Record<WizardFlag, number>>;
export type ExpiringFlag = keyof typeof FLAG_EXPIRY_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isExpiringFlag(flag: string): flag is ExpiringFlag {
  return Object.hasOwn(FLAG_EXPIRY_DAYS, flag);
}

/** The timestamp key of a flag ('qrs' -> 'qrsTS'). */
export function flagTimestampKey(flag: ExpiringFlag): `${ExpiringFlag}TS` {
  return `${flag}TS`;
}

export function isStepComplete(flags: WizardFlags, step: number): boolean {
  const needed = WIZARD_STEPS[step];
  return needed !== undefined && needed.every((flag) => flags[flag] === true);
}

/** Completion of each step, in order. */
export function wizardProgress(flags: WizardFlags): boolean[] {
  return WIZARD_STEPS.map((_, step) => isStepComplete(flags, step));
}

/** Anterior is disabled at step 0; Siguiente when the step is above 2. */
export function canGoBack(step: number): boolean {
  return step > 0;
}
export function canGoForward(step: number): boolean {
  return step < WIZARD_LAST_STEP;
}

/**
 * Clicking a wizard item: the flag flips, and a flag that expires gets the time stamped, so its
 * expiry counts from the last change (the spec stamps the store item when it is cleared).
 */
export function toggleFlag(flags: WizardFlags, flag: WizardFlag, now: Date): WizardFlags {
  const next: WizardFlags = { ...flags, [flag]: flags[flag] !== true };
  if (isExpiringFlag(flag)) next[flagTimestampKey(flag)] = now.toISOString();
  return next;
}

/**
 * Flags whose time ran out turn off (spec section 9: store 7 days, qrs 15, calendar 10, pms,
 * faqs1 and faqs2 21). A flag on with no readable timestamp has no start to count from and stays.
 * `changed` tells the caller the flags must be saved.
 */
export function expireFlags(flags: WizardFlags, now: Date): { flags: WizardFlags; changed: boolean } {
  const next: WizardFlags = { ...flags };
  let changed = false;
  for (const [flag, days] of Object.entries(FLAG_EXPIRY_DAYS) as [ExpiringFlag, number][]) {
    if (next[flag] !== true) continue;
    const stamp = next[flagTimestampKey(flag)];
    const since = typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
    if (Number.isNaN(since)) continue;
    if (now.getTime() - since >= days * DAY_MS) {
      next[flag] = false;
      changed = true;
    }
  }
  return { flags: next, changed };
}

/**
 * Where turning a flag on takes the user (spec section 2 query sections). The store item, when
 * not yet set, leads to the business data form; wsnumber has no screen of its own (the dedicated
 * number is requested from support) and stays on the wizard.
 */
export const WIZARD_FLAG_TARGETS: Record<WizardFlag, string> = {
  store: '/options?section=store',
  crew: '/options?section=users',
  wsnumber: '/options?section=wizzard&step=0',
  products: '/productstore',
  sales: '/options?section=sales',
  bot: '/options?section=preview',
  pms: '/options?section=sales',
  faqs1: '/marketing?section=faqs1',
  faqs2: '/marketing?section=faqs2',
  qrs: '/marketing?section=acciones',
  calendar: '/marketing?section=calendario',
};
