import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/database/database.js';
import { createDomainEvents } from '../../../src/platform/events/domain-events.js';
import type { CompanyChange } from '../../../src/modules/accounts';

const tx = {} as Db;
const change: CompanyChange = {
  tenantId: 't1',
  actor: { id: 'u1', email: 'owner@example.test' },
  before: { name: 'Old' },
  after: { name: 'New' },
  at: new Date(),
};

describe('domain events', () => {
  it('delivers an event to each subscriber of its name, in the order they subscribed, with the transaction', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.subscribe('accounts.company-changed', async (given, event) => {
      expect(given).toBe(tx);
      seen.push(`first ${event.tenantId}`);
    });
    events.subscribe('accounts.company-changed', async (_tx, event) => {
      seen.push(`second ${event.actor.email}`);
    });
    events.subscribe('commerce.order-refunded', async () => {
      seen.push('refunded');
    });
    await events.publish(tx, 'accounts.company-changed', change);
    expect(seen).toEqual(['first t1', 'second owner@example.test']);
  });

  it('waits for each subscriber before the next, and a subscriber that fails fails the publisher', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.subscribe('accounts.company-changed', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push('slow');
    });
    events.subscribe('accounts.company-changed', async () => {
      seen.push('fails');
      throw new Error('no');
    });
    events.subscribe('accounts.company-changed', async () => {
      seen.push('never');
    });
    await expect(events.publish(tx, 'accounts.company-changed', change)).rejects.toThrow('no');
    expect(seen).toEqual(['slow', 'fails']);
  });

  it('publishes an event nobody subscribed to without effect', async () => {
    await expect(
      createDomainEvents().publish(tx, 'accounts.company-changed', change),
    ).resolves.toBeUndefined();
  });
});
