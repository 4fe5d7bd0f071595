/** The scheduler's idea of now; tests and browser journeys replace it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` at the moment it is made and runs forward with real time (CLOCK_START). */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const origin = realNow();
  return { now: () => new Date(start.getTime() + (realNow() - origin)) };
}
