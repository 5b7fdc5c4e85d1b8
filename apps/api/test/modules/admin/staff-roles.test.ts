import { STAFF_AREAS } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStaffAction } from '../../../src/modules/activity/index.js';
import { tenants, users } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let editorId: string;
let financeId: string;

beforeAll(async () => {
  t = await createTestApp();
  editorId = await addStaff(t.services.db, 'editor@firm.test', 'editor');
  financeId = await addStaff(t.services.db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
  };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller: keyof typeof headers) =>
  t.app.inject({ method: 'GET', url, headers: headers[caller] });

describe('GET /api/admin/me/: who the staff member is and what the back office shows them', () => {
  it('an admin reads and writes every area', async () => {
    const response = await get('/api/admin/me/', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: TEST_ACCOUNTS.admin.email,
      staff_role: 'admin',
      reads: [...STAFF_AREAS],
      writes: [...STAFF_AREAS],
    });
  });

  it('an editor runs reports, report types and courses, and sees nothing else', async () => {
    const response = await get('/api/admin/me/', 'editor');
    expect(response.json().data).toMatchObject({
      id: editorId,
      staff_role: 'editor',
      reads: ['reports', 'report-types', 'courses'],
      writes: ['reports', 'report-types', 'courses'],
    });
  });

  it('finance runs promo codes, orders and tax rates, and reads the overview and the clients', async () => {
    const response = await get('/api/admin/me/', 'finance');
    expect(response.json().data).toMatchObject({
      id: financeId,
      staff_role: 'finance',
      reads: ['overview', 'promo-codes', 'orders', 'clients', 'tax-rates'],
      writes: ['promo-codes', 'orders', 'tax-rates'],
    });
  });

  it('a client is refused', async () => {
    expect((await get('/api/admin/me/', 'client')).statusCode).toBe(403);
  });
});

describe('each route checks the role for its area', () => {
  it.each([
    ['/api/admin/summary/', { admin: 200, finance: 200, editor: 403, client: 403 }],
    ['/api/admin/audit/', { admin: 200, finance: 403, editor: 403, client: 403 }],
    ['/api/admin/team-events/', { admin: 200, finance: 200, editor: 403, client: 403 }],
  ] as const)('%s', async (url, expected) => {
    for (const [caller, status] of Object.entries(expected)) {
      const response = await get(url, caller as keyof typeof headers);
      expect({ caller, status: response.statusCode }).toEqual({ caller, status });
    }
  });

  it('a role taken away counts at the next request, without waiting for the token to expire', async () => {
    const colleague = await addStaff(t.services.db, 'leaving@firm.test', 'finance');
    const session = await bearerHeaders(t.app, 'leaving@firm.test');
    const ask = () => t.app.inject({ method: 'GET', url: '/api/admin/summary/', headers: session });
    expect((await ask()).statusCode).toBe(200);

    await t.services.db.update(users).set({ staffRole: 'editor' }).where(eq(users.id, colleague));
    expect((await ask()).statusCode).toBe(403);
    await t.services.db.update(users).set({ staffRole: null }).where(eq(users.id, colleague));
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me/', headers: session });
    expect(me.statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit/: the audit log', () => {
  let tenantId: string;

  beforeAll(async () => {
    const [tenant] = await t.services.db
      .insert(tenants)
      .values({ name: 'Audit Test Ltd', status: 'active' })
      .returning({ id: tenants.id });
    tenantId = tenant!.id;
    const staff = { id: financeId, email: 'finance@firm.test' };
    await t.services.unitOfWork(async (tx) => {
      for (const [index, action] of (
        ['inquiry_handled', 'inquiry_reopened', 'inquiry_handled'] as const
      ).entries()) {
        await recordStaffAction(tx, {
          staff: index === 1 ? { id: editorId, email: 'editor@firm.test' } : staff,
          action,
          target: { type: 'inquiry', id: `inquiry-${index}` },
          tenant: index === 2 ? { id: tenantId, name: 'Audit Test Ltd' } : null,
          before: { handled: index % 2 === 1 },
          after: { handled: index % 2 === 0 },
          reason: index === 2 ? 'Answered by phone' : null,
          at: new Date(Date.UTC(2026, 0, 1 + index)),
        });
      }
    });
  });

  it('lists the records newest first with who, when, what, before, after and why', async () => {
    const response = await get('/api/admin/audit/', 'admin');
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.data.map((entry: { target_id: string }) => entry.target_id)).toEqual([
      'inquiry-2',
      'inquiry-1',
      'inquiry-0',
    ]);
    expect(body.data[0]).toMatchObject({
      staff_id: financeId,
      staff_email: 'finance@firm.test',
      action: 'inquiry_handled',
      tenant_id: tenantId,
      tenant_name: 'Audit Test Ltd',
      before: { handled: false },
      after: { handled: true },
      reason: 'Answered by phone',
      occurred_at: '2026-01-03T00:00:00.000Z',
    });
  });

  it('filters by staff member, organisation and action, and pages', async () => {
    const ids = async (query: string) =>
      (await get(`/api/admin/audit/?${query}`, 'admin'))
        .json()
        .data.map((entry: { target_id: string }) => entry.target_id);
    expect(await ids(`staff=${editorId}`)).toEqual(['inquiry-1']);
    expect(await ids(`tenant=${tenantId}`)).toEqual(['inquiry-2']);
    expect(await ids('action=inquiry_handled&direction=asc')).toEqual(['inquiry-0', 'inquiry-2']);
    const second = (await get('/api/admin/audit/?page_size=2&page=2', 'admin')).json();
    expect({ count: second.count, page: second.page, ids: second.data.length }).toEqual({
      count: 3,
      page: 2,
      ids: 1,
    });
  });

  it.each([
    ['staff=7', 'staff', 'This must be an id.'],
    ['action=delete_everything', 'action', 'Action must be one the audit log records.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
    ['page_size=101', 'page_size', 'Page size must be a whole number from 1 to 100.'],
    ['direction=sideways', 'direction', 'Direction must be asc or desc.'],
    ['sort=staff_email', 'sort', 'Sort must be one of occurred_at.'],
  ])('refuses %s with a clear message', async (query, field, message) => {
    const response = await get(`/api/admin/audit/?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });
});
