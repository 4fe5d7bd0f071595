import { getDisplayTimeZone, isTimeZone, setDisplayTimeZone } from '@mostrador/core';

const ZONE_KEY = 'mostrador.timeZone';

/**
 * The time zone the back office works in: the store's once known (issue 19: every date in the
 * store's time zone), else the browser's. List, export and dashboard calls send it as `tz`, so a
 * date typed in a filter and "this month" mean what the seller sees on screen.
 */
export function browserTimeZone(): string {
  const store = getDisplayTimeZone();
  if (store) return store;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Shows dates in the store's zone from the first paint: the zone seen last is kept in the browser
 * and replaced by the store's current one when it arrives.
 */
export function useStoreTimeZone(zone: string | undefined): void {
  if (getDisplayTimeZone() === null) {
    const saved = localStorage.getItem(ZONE_KEY);
    if (saved && isTimeZone(saved)) setDisplayTimeZone(saved);
  }
  if (zone && zone !== getDisplayTimeZone() && isTimeZone(zone)) {
    setDisplayTimeZone(zone);
    localStorage.setItem(ZONE_KEY, zone);
  }
}
