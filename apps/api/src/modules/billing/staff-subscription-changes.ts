import { lifecycleRepository as repository } from './lifecycle-repository.js';

type Args<K extends keyof typeof repository> = Parameters<(typeof repository)[K]>;

/**
 * The subscription changes staff make in the back office (the clients area decides them, issue 16): billing owns the
 * subscriptions table, so these writes are its repository's.
 */
export const staffSubscriptionChanges = {
  /** A complimentary subscription granted by staff; undefined when the organisation has one of the type already. */
  grantComplimentary: (...args: Args<'insertComplimentary'>) => repository.insertComplimentary(...args),
  /** A subscription's access and paid period extended (started again when it had run out). */
  extendPeriod: (...args: Args<'extendPeriod'>) => repository.extendPeriod(...args),
  /** Access kept in grace until a later end; the paid period stays. */
  extendGrace: (...args: Args<'extendGrace'>) => repository.extendGrace(...args),
};
