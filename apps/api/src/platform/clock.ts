/**
 * The one source of the time of day. Everything that depends on it (tokens, codes, subscriptions, invoices, coupons,
 * jobs) reads it from the clock it was given, so tests move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The time of day as if the clock had shown `start` when this was called, running on from there (CLOCK_START). */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
