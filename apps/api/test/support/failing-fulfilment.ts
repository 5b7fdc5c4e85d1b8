import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/database/database.js';

/**
 * Makes every fulfilment fail at its last write (forgetting the buyer's promo code, after the order, the
 * subscriptions and the cart have changed) until the answered function restores it. A trigger the test creates
 * does it, so the code under test runs as in production, with nothing mocked.
 */
export async function breakFulfilment(db: Db): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function test_fail_fulfilment() returns trigger language plpgsql as $$
      begin raise exception 'fulfilment forced to fail'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_fail_fulfilment before delete on cart_coupons
      for each statement execute function test_fail_fulfilment()`),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger test_fail_fulfilment on cart_coupons'));
  };
}
