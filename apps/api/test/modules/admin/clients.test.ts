import {
  AdminClientChangeResponseSchema,
  AdminClientResponseSchema,
  AdminClientsResponseSchema,
  ClientMessages,
} from '@firm/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  sessions,
  subscriptions,
  activity,
  tenants,
  users,
} from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows, teamEventRows } from '../../support/activity-records.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
type Caller = keyof typeof headers;
let acme: { tenantId: string; userIds: string[] };
let beta: { tenantId: string; userIds: string[] };
let coffee: number;
let acmeCoffee: string;

const call = (method: 'GET' | 'POST', url: string, caller: Caller = 'admin', payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: headers[caller],
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const auditOf = (action: string, targetId: string) => staffActionRows(t.services.db, { action, targetId });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00.000Z');
  const db = t.services.db;
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
  };
  acme = await addOrganisation(db, 'Acme Clientlist', ['owner@acme-cl.test', 'ann@acme-cl.test']);
  beta = await addOrganisation(db, 'Beta Clientlist', ['owner@beta-cl.test']);
  await db
    .update(tenants)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z'), country: 'US' })
    .where(eq(tenants.id, acme.tenantId));
  await db
    .update(tenants)
    .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
    .where(eq(tenants.id, beta.tenantId));
  coffee = await reportTypeId(db, 'Coffee Weekly Report');
  const now = t.clock.now().getTime();
  const [row] = await db
    .insert(subscriptions)
    .values({
      tenantId: acme.tenantId,
      reportTypeId: coffee,
      tier: 'subscription_price_for_upto_3_user',
      startsAt: new Date(now - 30 * DAY),
      endsAt: new Date(now + 335 * DAY),
      paidUntil: new Date(now + 335 * DAY),
      createdAt: new Date(now - 30 * DAY),
    })
    .returning({ id: subscriptions.id });
  acmeCoffee = row!.id;
  await db.insert(orders).values({
    number: 'SO-2026-9001',
    tenantId: acme.tenantId,
    userId: acme.userIds[0]!,
    status: 'paid',
    method: 'invoice',
    subtotalCents: 50000,
    totalCents: 50000,
    cartKey: 'clients-test',
    invoiceNumber: 'INV-9001',
    createdAt: new Date(now - 31 * DAY),
    paidAt: new Date(now - 30 * DAY - 60_000),
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/clients/', () => {
  it('lists organisations with members and running subscriptions, searched by name', async () => {
    const response = await call('GET', '/api/admin/clients/?q=clientlist&sort=name&direction=asc');
    expect(response.statusCode).toBe(200);
    const body = AdminClientsResponseSchema.parse(response.json());
    expect(body.count).toBe(2);
    expect(body.data.map((row) => row.name)).toEqual(['Acme Clientlist', 'Beta Clientlist']);
    expect(body.data[0]).toEqual({
      id: acme.tenantId,
      name: 'Acme Clientlist',
      country: 'US',
      status: 'active',
      members: 2,
      active_subscriptions: 1,
      created_at: '2025-01-01T00:00:00.000Z',
    });
  });

  it('sorts by creation, newest first by default, and finds an organisation by a member email', async () => {
    const sorted = AdminClientsResponseSchema.parse(
      (await call('GET', '/api/admin/clients/?q=clientlist')).json(),
    );
    expect(sorted.data.map((row) => row.name)).toEqual(['Beta Clientlist', 'Acme Clientlist']);
    const byEmail = AdminClientsResponseSchema.parse(
      (await call('GET', '/api/admin/clients/?q=ann@acme-cl')).json(),
    );
    expect(byEmail.data.map((row) => row.id)).toEqual([acme.tenantId]);
    const paged = AdminClientsResponseSchema.parse(
      (await call('GET', '/api/admin/clients/?q=clientlist&page_size=1&page=2')).json(),
    );
    expect({ count: paged.count, names: paged.data.map((row) => row.name) }).toEqual({
      count: 2,
      names: ['Acme Clientlist'],
    });
  });

  it('filters by status and refuses a bad query with its message', async () => {
    const pending = AdminClientsResponseSchema.parse(
      (await call('GET', '/api/admin/clients/?q=clientlist&status=pending')).json(),
    );
    expect(pending.count).toBe(0);
    const bad = await call('GET', '/api/admin/clients/?status=gone&sort=email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      status: ['Status must be active, suspended, pending or all.'],
      sort: ['Sort must be one of name, created_at.'],
    });
  });

  it('is read by admins and finance only', async () => {
    expect((await call('GET', '/api/admin/clients/', 'finance')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/clients/', 'editor')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/clients/', 'client')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/clients/' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/clients/:id/', () => {
  it('shows members, subscriptions with seats, orders and a timeline, newest first', async () => {
    const response = await call('GET', `/api/admin/clients/${acme.tenantId}/`, 'finance');
    expect(response.statusCode).toBe(200);
    const client = AdminClientResponseSchema.parse(response.json()).data;
    expect(client.members.map((member) => [member.email, member.role, member.status])).toEqual([
      ['owner@acme-cl.test', 'owner', 'active'],
      ['ann@acme-cl.test', 'member', 'active'],
    ]);
    expect(client.subscriptions).toEqual([
      expect.objectContaining({
        id: acmeCoffee,
        report_type: 'Coffee Weekly Report',
        tier: 'subscription_price_for_upto_3_user',
        seats_used: 0,
        seats: 3,
        state: 'active',
        grant_reason: null,
      }),
    ]);
    expect(client.orders).toEqual([
      expect.objectContaining({ number: 'SO-2026-9001', status: 'paid', method: 'invoice', total: 500 }),
    ]);
    // A bought subscription's start is its order's payment, not an entry of its own.
    expect(client.timeline.map((entry) => entry.kind)).toEqual(['order_paid', 'order_placed']);
  });

  it('answers 404 for an organisation that does not exist, or an id that is none', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call('GET', `/api/admin/clients/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ClientMessages.notFound);
    }
  });
});

describe('suspending and reactivating', () => {
  it('asks for a reason and leaves finance out', async () => {
    const noReason = await call('POST', `/api/admin/clients/${beta.tenantId}/suspend/`, 'admin', {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: ['Please give a reason.'] });
    const finance = await call('POST', `/api/admin/clients/${beta.tenantId}/suspend/`, 'finance', {
      reason: 'x',
    });
    expect(finance.statusCode).toBe(403);
    const missing = await call(
      'POST',
      '/api/admin/clients/00000000-0000-4000-8000-000000000000/suspend/',
      'admin',
      {
        reason: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('suspends an organisation: its sessions end at once, sign-in is refused, the audit log says why', async () => {
    const member = await bearerHeaders(t.app, 'owner@beta-cl.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers: member })).statusCode).toBe(200);
    const response = await call('POST', `/api/admin/clients/${beta.tenantId}/suspend/`, 'admin', {
      reason: 'Unpaid invoices',
    });
    expect(response.statusCode).toBe(200);
    const body = AdminClientChangeResponseSchema.parse(response.json());
    expect(body.data.status).toBe('suspended');
    expect(body.data.timeline[0]).toMatchObject({
      kind: 'staff',
      action: 'organisation_suspended',
      reason: 'Unpaid invoices',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers: member })).statusCode).toBe(401);
    const live = await t.services.db.select().from(sessions).where(eq(sessions.userId, beta.userIds[0]!));
    expect(live.every((session) => session.endedReason === 'suspended')).toBe(true);
    await expect(bearerHeaders(t.app, 'owner@beta-cl.test')).rejects.toThrow();
    const [audit] = await auditOf('organisation_suspended', beta.tenantId);
    expect(audit).toMatchObject({
      tenantId: beta.tenantId,
      tenantName: 'Beta Clientlist',
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'Unpaid invoices',
    });
    const listed = AdminClientsResponseSchema.parse(
      (await call('GET', '/api/admin/clients/?q=clientlist&status=suspended')).json(),
    );
    expect(listed.data.map((row) => row.id)).toEqual([beta.tenantId]);
  });

  it('reactivates it: its users sign in again', async () => {
    const response = await call('POST', `/api/admin/clients/${beta.tenantId}/reactivate/`, 'admin', {
      reason: 'Paid',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('active');
    expect(await auditOf('organisation_reactivated', beta.tenantId)).toHaveLength(1);
    await expect(bearerHeaders(t.app, 'owner@beta-cl.test')).resolves.toBeTruthy();
  });

  it('suspends one user: their token is refused at once; the team record and the audit log keep it', async () => {
    const ann = await bearerHeaders(t.app, 'ann@acme-cl.test');
    const annId = acme.userIds[1]!;
    const url = `/api/admin/clients/${acme.tenantId}/users/${annId}`;
    const response = await call('POST', `${url}/suspend/`, 'admin', { reason: 'Left the company' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.members[1].status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers: ann })).statusCode).toBe(401);
    await expect(bearerHeaders(t.app, 'ann@acme-cl.test')).rejects.toThrow();
    expect(await auditOf('user_suspended', annId)).toEqual([
      expect.objectContaining({ tenantId: acme.tenantId, reason: 'Left the company' }),
    ]);
    const events = await teamEventRows(t.services.db, { subjectUserId: annId });
    expect(events.map((event) => event.action)).toEqual(['suspended']);

    const back = await call('POST', `${url}/reactivate/`, 'admin', { reason: 'Came back' });
    expect(back.statusCode).toBe(200);
    expect(await auditOf('user_reactivated', annId)).toHaveLength(1);
    await expect(bearerHeaders(t.app, 'ann@acme-cl.test')).resolves.toBeTruthy();
  });

  it('answers 404 for a user of another organisation', async () => {
    const response = await call(
      'POST',
      `/api/admin/clients/${acme.tenantId}/users/${beta.userIds[0]}/suspend/`,
      'admin',
      {
        reason: 'x',
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ClientMessages.userNotFound);
  });
});

describe('granting and extending subscriptions', () => {
  const grantUrl = () => `/api/admin/clients/${beta.tenantId}/subscriptions/`;

  it('validates the grant', async () => {
    const bad = await call('POST', grantUrl(), 'admin', { report_type_id: 'x', tier: 'gold', months: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      report_type_id: [ClientMessages.reportType],
      tier: [ClientMessages.tier],
      months: [ClientMessages.months],
      reason: ['Please give a reason.'],
    });
    const neither = await call('POST', grantUrl(), 'admin', {
      report_type_id: coffee,
      tier: 'subscription_price_for_single_user',
      reason: 'Trial',
    });
    expect(neither.json().errors).toEqual({ ends_at: [ClientMessages.endOrMonths] });
    const finance = await call('POST', grantUrl(), 'finance', {
      report_type_id: coffee,
      tier: 'subscription_price_for_single_user',
      months: 1,
      reason: 'Trial',
    });
    expect(finance.statusCode).toBe(403);
  });

  it('grants a complimentary subscription with its reason, in one transaction with its audit row', async () => {
    const response = await call('POST', grantUrl(), 'admin', {
      report_type_id: coffee,
      tier: 'subscription_price_for_single_user',
      months: 3,
      reason: 'Press trial',
    });
    expect(response.statusCode).toBe(201);
    const client = AdminClientChangeResponseSchema.parse(response.json()).data;
    expect(client.subscriptions).toEqual([
      expect.objectContaining({
        report_type_id: coffee,
        tier: 'subscription_price_for_single_user',
        starts_at: '2026-03-15T12:00:00.000Z',
        ends_at: '2026-06-15T12:00:00.000Z',
        // Granted: it runs to its end and does not renew (docs/decisions/017).
        state: 'cancelled',
        payment_method: 'complimentary',
        auto_renew: false,
        next_action: { action: 'ends', at: '2026-06-15T12:00:00.000Z' },
        grant_reason: 'Press trial',
        seats: 1,
        // The owner takes the seat, so the organisation reads the type at once.
        seats_used: 1,
      }),
    ]);
    const [audit] = await auditOf('subscription_granted', client.subscriptions[0]!.id);
    expect(audit).toMatchObject({ reason: 'Press trial', tenantId: beta.tenantId, before: null });
    const again = await call('POST', grantUrl(), 'admin', {
      report_type_id: coffee,
      tier: 'subscription_price_for_single_user',
      months: 3,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ClientMessages.alreadySubscribed);
  });

  it('refuses a report type that is not sold', async () => {
    const response = await call('POST', grantUrl(), 'admin', {
      report_type_id: 2_000_000_000,
      tier: 'subscription_price_for_single_user',
      ends_at: '2027-01-01',
      reason: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ report_type_id: [ClientMessages.reportTypeNotFound] });
  });

  it('extends a subscription to a later end, and refuses an earlier one', async () => {
    const url = `/api/admin/clients/${acme.tenantId}/subscriptions/${acmeCoffee}/extend/`;
    const earlier = await call('POST', url, 'admin', { ends_at: '2026-04-01', reason: 'x' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual({ ends_at: [ClientMessages.endsAfter] });
    const response = await call('POST', url, 'admin', { ends_at: '2027-12-31', reason: 'Goodwill' });
    expect(response.statusCode).toBe(200);
    const subscription = AdminClientChangeResponseSchema.parse(response.json()).data.subscriptions[0]!;
    expect(subscription.ends_at).toBe('2028-01-01T00:00:00.000Z');
    // A bought subscription stays bought: the extension's reason is the audit row's only.
    expect(subscription.grant_reason).toBeNull();
    const [audit] = await auditOf('subscription_extended', acmeCoffee);
    expect(audit).toMatchObject({ reason: 'Goodwill', after: { ends_at: '2028-01-01T00:00:00.000Z' } });
    const other = await call(
      'POST',
      `/api/admin/clients/${beta.tenantId}/subscriptions/${acmeCoffee}/extend/`,
      'admin',
      { months: 1, reason: 'x' },
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(ClientMessages.subscriptionNotFound);
  });
});

describe('extending a granted subscription', () => {
  it('keeps the reason it was granted for', async () => {
    const before = AdminClientResponseSchema.parse(
      (await call('GET', `/api/admin/clients/${beta.tenantId}/`)).json(),
    ).data.subscriptions[0]!;
    expect(before.grant_reason).toBe('Press trial');
    const response = await call(
      'POST',
      `/api/admin/clients/${beta.tenantId}/subscriptions/${before.id}/extend/`,
      'admin',
      { months: 1, reason: 'Asked for more time' },
    );
    expect(response.statusCode).toBe(200);
    const after = AdminClientChangeResponseSchema.parse(response.json()).data.subscriptions[0]!;
    expect(after.grant_reason).toBe('Press trial');
    expect(await auditOf('subscription_extended', before.id)).toEqual([
      expect.objectContaining({ reason: 'Asked for more time' }),
    ]);
  });
});

describe('the timeline', () => {
  it('shows each change once: a user suspension and a grant as their staff actions', async () => {
    const acmeClient = AdminClientResponseSchema.parse(
      (await call('GET', `/api/admin/clients/${acme.tenantId}/`)).json(),
    ).data;
    const userChanges = acmeClient.timeline.filter((entry) =>
      ['suspended', 'reactivated', 'user_suspended', 'user_reactivated'].includes(entry.action),
    );
    expect(userChanges.map((entry) => [entry.kind, entry.action, entry.reason])).toEqual([
      ['staff', 'user_reactivated', 'Came back'],
      ['staff', 'user_suspended', 'Left the company'],
    ]);
    expect(acmeClient.timeline.filter((entry) => entry.kind === 'subscription')).toEqual([]);

    const betaClient = AdminClientResponseSchema.parse(
      (await call('GET', `/api/admin/clients/${beta.tenantId}/`)).json(),
    ).data;
    const grants = betaClient.timeline.filter((entry) => entry.action === 'subscription_granted');
    expect(grants.map((entry) => [entry.kind, entry.reason])).toEqual([['staff', 'Press trial']]);
    expect(betaClient.timeline.filter((entry) => entry.kind === 'subscription')).toEqual([]);
  });

  it("shows the organisation's own team changes as team entries", async () => {
    t.clock.advance(60_000);
    const now = t.clock.now();
    await t.services.db.insert(activity).values({
      actorKind: 'client',
      actorUserId: acme.userIds[0]!,
      actorEmail: 'owner@acme-cl.test',
      tenantId: acme.tenantId,
      subjectType: 'user',
      subjectId: acme.userIds[1]!,
      subjectLabel: 'ann@acme-cl.test',
      action: 'suspended',
      occurredAt: now,
    });
    const timeline = AdminClientResponseSchema.parse(
      (await call('GET', `/api/admin/clients/${acme.tenantId}/`)).json(),
    ).data.timeline;
    expect(timeline.filter((entry) => entry.kind === 'team')).toEqual([
      expect.objectContaining({
        action: 'suspended',
        actor: 'owner@acme-cl.test',
        subject: 'ann@acme-cl.test',
      }),
    ]);
  });
});

describe('an end date', () => {
  it('must exist and lie at most 36 months from today by the server clock', async () => {
    const url = `/api/admin/clients/${acme.tenantId}/subscriptions/${acmeCoffee}/extend/`;
    const missingDay = await call('POST', url, 'admin', { ends_at: '2027-02-31', reason: 'x' });
    expect(missingDay.statusCode).toBe(400);
    expect(missingDay.json().errors).toEqual({ ends_at: [ClientMessages.endsAt] });
    const tooLate = await call('POST', url, 'admin', { ends_at: '2029-03-16', reason: 'x' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors).toEqual({ ends_at: [ClientMessages.endsTooLate] });
    const grantTooLate = await call('POST', `/api/admin/clients/${acme.tenantId}/subscriptions/`, 'admin', {
      report_type_id: await reportTypeId(t.services.db, 'Sugar Weekly Report'),
      tier: 'subscription_price_for_single_user',
      ends_at: '2030-01-01',
      reason: 'x',
    });
    expect(grantTooLate.json().errors).toEqual({ ends_at: [ClientMessages.endsTooLate] });
    const latest = await call('POST', url, 'admin', { ends_at: '2029-03-15', reason: 'Longest' });
    expect(latest.statusCode).toBe(200);
    expect(await auditOf('subscription_extended', acmeCoffee)).toHaveLength(2);
  });
});

describe('who suspended a user (issue 39)', () => {
  it("tells staff whose suspension it is; staff make an organisation's suspension theirs, and lift any", async () => {
    const db = t.services.db;
    const gamma = await addOrganisation(db, 'Gamma Suspensions', [
      'owner@gamma-susp.test',
      'gil@gamma-susp.test',
    ]);
    const gilId = gamma.userIds[1]!;
    const gil = 'gil@gamma-susp.test';
    await t.services.team.suspend({ userId: gamma.userIds[0]!, tenantId: gamma.tenantId }, gilId);
    const detail = async () =>
      AdminClientResponseSchema.parse((await call('GET', `/api/admin/clients/${gamma.tenantId}/`)).json())
        .data;
    expect((await detail()).members[1]).toMatchObject({ status: 'suspended', suspended_by: 'organisation' });

    const url = `/api/admin/clients/${gamma.tenantId}/users/${gilId}`;
    const taken = await call('POST', `${url}/suspend/`, 'admin', { reason: 'Payment dispute' });
    expect(taken.statusCode).toBe(200);
    expect(AdminClientChangeResponseSchema.parse(taken.json()).data.members[1]).toMatchObject({
      status: 'suspended',
      suspended_by: 'firm',
    });
    expect(await auditOf('user_suspended', gilId)).toEqual([
      expect.objectContaining({
        reason: 'Payment dispute',
        before: { status: 'suspended', suspended_by: 'organisation', email: gil },
        after: { status: 'suspended', suspended_by: 'firm', email: gil },
      }),
    ]);
    // Asking again changes nothing and records nothing.
    expect((await call('POST', `${url}/suspend/`, 'admin', { reason: 'Again' })).statusCode).toBe(200);
    expect(await auditOf('user_suspended', gilId)).toHaveLength(1);
  });

  it('lifts a suspension only together with its audit row', async () => {
    const db = t.services.db;
    const delta = await addOrganisation(db, 'Delta Suspensions', [
      'owner@delta-susp.test',
      'dee@delta-susp.test',
    ]);
    const deeId = delta.userIds[1]!;
    const url = `/api/admin/clients/${delta.tenantId}/users/${deeId}`;
    expect((await call('POST', `${url}/suspend/`, 'admin', { reason: 'Fraud check' })).statusCode).toBe(200);

    await db.execute(
      sql.raw(`create or replace function test_fail_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit forced to fail'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_fail_audit before insert on activity
        for each statement execute function test_fail_audit()`),
    );
    try {
      expect((await call('POST', `${url}/reactivate/`, 'admin', { reason: 'Cleared' })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_fail_audit on activity'));
    }
    const [row] = await db.select().from(users).where(eq(users.id, deeId));
    expect(row).toMatchObject({ status: 'disabled', suspendedBy: 'firm' });
    expect(await auditOf('user_reactivated', deeId)).toEqual([]);

    const lifted = await call('POST', `${url}/reactivate/`, 'admin', { reason: 'Cleared' });
    expect(AdminClientChangeResponseSchema.parse(lifted.json()).data.members[1]).toMatchObject({
      status: 'active',
      suspended_by: null,
    });
    expect(await auditOf('user_reactivated', deeId)).toEqual([
      expect.objectContaining({
        reason: 'Cleared',
        before: { status: 'suspended', suspended_by: 'firm', email: 'dee@delta-susp.test' },
      }),
    ]);
  });
});
