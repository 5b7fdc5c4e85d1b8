import { AdminClientChangeResponseSchema, AdminClientResponseSchema, ClientMessages } from '@firm/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, activity, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { lifecycleStepRows, recordedAbout, staffActionRows } from '../../support/activity-records.js';

/** Issue 17 in the back office: grace extended by staff, extensions that end a lapse, lifecycle on the timeline. */
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance', { authorization: string }>;
let org: { tenantId: string; userIds: string[] };
let subscriptionId: string;
const NOW = new Date('2026-05-10T12:00:00.000Z');

const graceUrl = (id = subscriptionId, tenant = org.tenantId) =>
  `/api/admin/clients/${tenant}/subscriptions/${id}/grace/`;
const post = (url: string, caller: keyof typeof headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: headers[caller], payload: payload as object });

const stepJobs = () =>
  t.services.db
    .select({ payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(eq(jobs.name, 'subscriptions.step'), sql`${jobs.payload}->>'subscriptionId' = ${subscriptionId}`),
    );

/** The subscription as a renewal that failed left it: paid until 9 days ago, in grace until 5 days on. */
async function inGrace(state: 'past_due' | 'grace' | 'active' | 'expired' = 'grace', autoRenew = true) {
  await t.services.db
    .update(subscriptions)
    .set({
      state,
      autoRenew,
      paymentMethod: 'invoice',
      startsAt: new Date(NOW.getTime() - 374 * DAY),
      paidUntil: new Date(NOW.getTime() - 9 * DAY),
      endsAt: new Date(NOW.getTime() + (state === 'expired' ? -1 : 5) * DAY),
      renewalFailures: 0,
    })
    .where(eq(subscriptions.id, subscriptionId));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW.toISOString());
  const db = t.services.db;
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
  };
  org = await addOrganisation(db, 'Lapsed Ltd', ['owner@lapsed.test']);
  const [row] = await db
    .insert(subscriptions)
    .values({
      tenantId: org.tenantId,
      reportTypeId: await reportTypeId(db, 'Coffee Weekly Report'),
      tier: 'subscription_price_for_single_user',
      startsAt: new Date(NOW.getTime() - 374 * DAY),
      endsAt: NOW,
      paidUntil: NOW,
      createdAt: new Date(NOW.getTime() - 374 * DAY),
    })
    .returning({ id: subscriptions.id });
  subscriptionId = row!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.db.delete(activity).where(eq(activity.subjectId, subscriptionId));
});

describe('POST /api/admin/clients/:id/subscriptions/:subscriptionId/grace/', () => {
  it('keeps access in grace through the asked day, with its audit row and lifecycle step, and queues grace end', async () => {
    await inGrace('past_due');
    const response = await post(graceUrl(), 'admin', { until: '2026-05-31', reason: 'Cheque in the post' });
    expect(response.statusCode).toBe(200);
    const body = AdminClientChangeResponseSchema.parse(response.json());
    expect(body.message).toBe(ClientMessages.graceExtended);
    expect(body.data.subscriptions[0]).toMatchObject({
      state: 'grace',
      paid_until: '2026-05-01T12:00:00.000Z',
      ends_at: '2026-06-01T00:00:00.000Z',
      next_action: { action: 'grace_ends', at: '2026-06-01T00:00:00.000Z' },
    });
    const audit = await staffActionRows(t.services.db, {
      action: 'grace_extended',
      targetId: subscriptionId,
    });
    expect(audit).toEqual([
      expect.objectContaining({
        reason: 'Cheque in the post',
        staffEmail: TEST_ACCOUNTS.admin.email,
        tenantId: org.tenantId,
        before: { state: 'past_due', ends_at: '2026-05-15T12:00:00.000Z' },
        after: { state: 'grace', ends_at: '2026-06-01T00:00:00.000Z' },
      }),
    ]);
    // The lifecycle step is that one record: from past due to grace, by staff, of the report type.
    const recorded = await recordedAbout(t.services.db, subscriptionId);
    expect(recorded).toEqual([
      expect.objectContaining({
        action: 'grace_extended',
        before: expect.objectContaining({ state: 'past_due' }),
        after: expect.objectContaining({ state: 'grace' }),
        actorEmail: TEST_ACCOUNTS.admin.email,
        subjectLabel: 'Coffee Weekly Report',
      }),
    ]);
    expect(await stepJobs()).toContainEqual({
      payload: { subscriptionId, action: 'grace_ends', at: '2026-06-01T00:00:00.000Z' },
      runAt: new Date('2026-06-01T00:00:00.000Z'),
    });
    // The timeline shows the change once, as the staff action.
    const client = AdminClientResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/clients/${org.tenantId}/`,
          headers: headers.admin,
        })
      ).json(),
    ).data;
    expect(client.timeline.filter((entry) => entry.action === 'grace_extended')).toEqual([
      expect.objectContaining({ kind: 'staff', reason: 'Cheque in the post' }),
    ]);
  });

  it('is refused to finance and editors, and changes nothing', async () => {
    await inGrace();
    for (const caller of ['finance', 'editor'] as const) {
      const response = await post(graceUrl(), caller, { until: '2026-05-31', reason: 'x' });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row!.endsAt).toEqual(new Date('2026-05-15T12:00:00.000Z'));
  });

  it('answers 409 for a subscription that is not past due nor in grace', async () => {
    for (const state of ['active', 'expired'] as const) {
      await inGrace(state);
      const response = await post(graceUrl(), 'admin', { until: '2026-05-31', reason: 'x' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ClientMessages.notInGrace);
    }
    expect(await lifecycleStepRows(t.services.db)).toEqual([]);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    await inGrace();
    const empty = await post(graceUrl(), 'admin', { until: '2026-02-31' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      until: [ClientMessages.graceUntil],
      reason: ['Please give a reason.'],
    });
    const earlier = await post(graceUrl(), 'admin', { until: '2026-05-14', reason: 'x' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual({ until: [ClientMessages.graceAfter] });
    const tooLate = await post(graceUrl(), 'admin', { until: '2029-05-11', reason: 'x' });
    expect(tooLate.json().errors).toEqual({ until: [ClientMessages.endsTooLate] });
    const unknown = await post(graceUrl('not-an-id'), 'admin', { until: '2026-05-31', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ClientMessages.subscriptionNotFound);
    const [row] = await t.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect({ state: row!.state, endsAt: row!.endsAt }).toEqual({
      state: 'grace',
      endsAt: new Date('2026-05-15T12:00:00.000Z'),
    });
  });
});

describe('extending a lapsed subscription', () => {
  it('runs again: active when it auto-renews, cancelled when not, paid until its new end', async () => {
    for (const [autoRenew, state] of [
      [true, 'active'],
      [false, 'cancelled'],
    ] as const) {
      await inGrace('expired', autoRenew);
      const response = await post(
        `/api/admin/clients/${org.tenantId}/subscriptions/${subscriptionId}/extend/`,
        'admin',
        { months: 12, reason: 'Settled by phone' },
      );
      expect(response.statusCode).toBe(200);
      const subscription = AdminClientChangeResponseSchema.parse(response.json()).data.subscriptions[0]!;
      expect(subscription).toMatchObject({
        state,
        starts_at: NOW.toISOString(),
        paid_until: '2027-05-10T12:00:00.000Z',
        ends_at: '2027-05-10T12:00:00.000Z',
      });
    }
    const states = (row: { before: unknown; after: unknown }) =>
      [row.before, row.after].map((side) => (side as { state?: string }).state);
    const recorded = await recordedAbout(t.services.db, subscriptionId);
    expect(recorded.map((row) => [row.action, ...states(row)])).toEqual([
      ['subscription_extended', 'expired', 'active'],
      ['subscription_extended', 'expired', 'cancelled'],
    ]);
    expect(await stepJobs()).toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ action: 'renewal_notice' }) }),
    );
  });
});

describe('the timeline', () => {
  it('shows lifecycle steps as lifecycle entries', async () => {
    await t.services.db.insert(activity).values({
      actorKind: 'system',
      tenantId: org.tenantId,
      subjectType: 'subscription',
      subjectId: subscriptionId,
      subjectLabel: 'Coffee Weekly Report',
      action: 'grace_started',
      before: { state: 'past_due' },
      after: { state: 'grace', ends_at: '2026-05-15T12:00:00.000Z' },
      occurredAt: NOW,
    });
    const client = AdminClientResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/clients/${org.tenantId}/`,
          headers: headers.finance,
        })
      ).json(),
    ).data;
    expect(client.timeline.filter((entry) => entry.kind === 'lifecycle')).toEqual([
      {
        kind: 'lifecycle',
        occurred_at: NOW.toISOString(),
        action: 'grace_started',
        actor: null,
        subject: 'Coffee Weekly Report',
        detail: { from: 'past_due', to: 'grace', ends_at: '2026-05-15T12:00:00.000Z' },
        reason: null,
      },
    ]);
  });
});
