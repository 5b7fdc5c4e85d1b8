import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/database/database.js';
import { createDomainEvents } from '../../../src/platform/events/domain-events.js';
import type { OrderRow } from '../../../src/platform/database/schema.js';

const tx = {} as Db;
const fee = { id: 'o1', number: 'ORD-1' } as OrderRow;
const staff = { id: null, email: 'cli' };

describe('domain events', () => {
  it('delivers an event to each subscriber of its name, in the order they subscribed, with the transaction', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.subscribe('commerce.late-fee-waived', async (given, event) => {
      expect(given).toBe(tx);
      seen.push(`first ${event.fee.number}`);
    });
    events.subscribe('commerce.late-fee-waived', async (_tx, event) => {
      seen.push(`second ${event.staff.email}`);
    });
    events.subscribe('commerce.order-refunded', async () => {
      seen.push('refunded');
    });
    await events.publish(tx, 'commerce.late-fee-waived', { fee, staff, at: new Date() });
    expect(seen).toEqual(['first ORD-1', 'second cli']);
  });

  it('waits for each subscriber before the next, and a subscriber that fails fails the publisher', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.subscribe('commerce.late-fee-waived', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push('slow');
    });
    events.subscribe('commerce.late-fee-waived', async () => {
      seen.push('fails');
      throw new Error('no');
    });
    events.subscribe('commerce.late-fee-waived', async () => {
      seen.push('never');
    });
    await expect(
      events.publish(tx, 'commerce.late-fee-waived', { fee, staff, at: new Date() }),
    ).rejects.toThrow('no');
    expect(seen).toEqual(['slow', 'fails']);
  });

  it('publishes an event nobody subscribed to without effect', async () => {
    await expect(
      createDomainEvents().publish(tx, 'commerce.late-fee-waived', { fee, staff, at: new Date() }),
    ).resolves.toBeUndefined();
  });
});
