import { AdminInquiriesResponseSchema, AdminInquiryResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let adminName: string;
const id: Record<string, string> = {};

type Caller = keyof typeof headers;

/** An inquiry sent `daysAgo` days before the clock's time; answers its id. */
async function addInquiry(
  key: string,
  fields: { firstName: string; lastName: string; email: string; company: string; comments: string },
  daysAgo: number,
  handledAt: Date | null = null,
) {
  const [row] = await t.services.db
    .insert(inquiries)
    .values({
      ...fields,
      phone: '5550100',
      phoneCode: '+1',
      country: 'US',
      hearAboutUs: 'web_search',
      reasonForInquiry: 'subscription',
      createdAt: new Date(t.clock.now().getTime() - daysAgo * 24 * 60 * 60 * 1000),
      handledAt,
    })
    .returning({ id: inquiries.id });
  id[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00.000Z');
  await addStaff(t.services.db, 'editor@firm.test', 'editor');
  await addStaff(t.services.db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
  };
  adminName = (await get('/api/admin/me/', 'admin')).json().data.name;
  await addInquiry(
    'ana',
    {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@beans.test',
      company: 'Beans Co',
      comments: 'Coffee prices?',
    },
    3,
  );
  await addInquiry(
    'bo',
    {
      firstName: 'Bo',
      lastName: 'Berg',
      email: 'bo@cocoa.test',
      company: 'Alpha Cocoa',
      comments: '50% off_deal',
    },
    2,
  );
  await addInquiry(
    'cy',
    {
      firstName: 'Cy',
      lastName: 'Moss',
      email: 'cy@sugar.test',
      company: 'Zeta Sugar',
      comments: 'Sugar outlook',
    },
    1,
  );
  await addInquiry(
    'dee',
    { firstName: 'Dee', lastName: 'Hart', email: 'dee@old.test', company: 'Old Mills', comments: 'Answered' },
    10,
    new Date('2026-03-01T00:00:00.000Z'),
  );
});
afterAll(async () => {
  await t.close();
});

function get(url: string, caller: Caller) {
  return t.app.inject({ method: 'GET', url, headers: headers[caller] });
}

function patch(inquiryId: string, payload: unknown, caller: Caller = 'admin') {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/inquiries/${inquiryId}/`,
    headers: headers[caller],
    payload: payload as Record<string, unknown>,
  });
}

async function emails(query = '') {
  const response = await get(`/api/admin/inquiries/?${query}`, 'admin');
  expect(response.statusCode).toBe(200);
  const body = AdminInquiriesResponseSchema.parse(response.json());
  return body.data.map((inquiry) => inquiry.email);
}

const auditOf = async (inquiryId: string) => staffActionRows(t.services.db, { targetId: inquiryId });

describe('GET /api/admin/inquiries/: the inbox', () => {
  it('lists the new inquiries, newest first, in the contract shape', async () => {
    const response = await get('/api/admin/inquiries/', 'admin');
    expect(response.statusCode).toBe(200);
    const body = AdminInquiriesResponseSchema.parse(response.json());
    expect({ count: body.count, page: body.page, page_size: body.page_size }).toEqual({
      count: 3,
      page: 1,
      page_size: 25,
    });
    expect(body.data.map((inquiry) => inquiry.email)).toEqual([
      'cy@sugar.test',
      'bo@cocoa.test',
      'ana@beans.test',
    ]);
    expect(body.data[0]).toEqual({
      id: id.cy,
      first_name: 'Cy',
      last_name: 'Moss',
      email: 'cy@sugar.test',
      phone: '5550100',
      phone_code: '+1',
      company: 'Zeta Sugar',
      country: 'US',
      hear_about_us: 'web_search',
      reason_for_inquiry: 'subscription',
      comments: 'Sugar outlook',
      created_at: '2026-03-14T12:00:00.000Z',
      handled_at: null,
      handled_by: null,
    });
  });

  it('filters by state', async () => {
    expect(await emails('state=handled')).toEqual(['dee@old.test']);
    expect(await emails('state=all')).toEqual([
      'cy@sugar.test',
      'bo@cocoa.test',
      'ana@beans.test',
      'dee@old.test',
    ]);
    expect(await emails('state=')).toEqual(['cy@sugar.test', 'bo@cocoa.test', 'ana@beans.test']);
  });

  it('sorts by company and email either way', async () => {
    expect(await emails('sort=company&direction=asc')).toEqual([
      'bo@cocoa.test',
      'ana@beans.test',
      'cy@sugar.test',
    ]);
    expect(await emails('sort=email&direction=desc')).toEqual([
      'cy@sugar.test',
      'bo@cocoa.test',
      'ana@beans.test',
    ]);
    expect(await emails('sort=created_at&direction=asc&state=all')).toEqual([
      'dee@old.test',
      'ana@beans.test',
      'bo@cocoa.test',
      'cy@sugar.test',
    ]);
  });

  it('searches names, email, company and comments without regard to case, wildcards taken literally', async () => {
    expect(await emails('q=LIMA')).toEqual(['ana@beans.test']);
    expect(await emails('q=ana%20lima')).toEqual(['ana@beans.test']);
    expect(await emails('q=cy')).toEqual(['cy@sugar.test']);
    expect(await emails('q=alpha%20cocoa')).toEqual(['bo@cocoa.test']);
    expect(await emails('q=sugar.test')).toEqual(['cy@sugar.test']);
    expect(await emails('q=coffee')).toEqual(['ana@beans.test']);
    expect(await emails('q=%25')).toEqual(['bo@cocoa.test']);
    expect(await emails('q=_')).toEqual(['bo@cocoa.test']);
    expect(await emails('q=answered&state=all')).toEqual(['dee@old.test']);
    expect(await emails('q=nobody')).toEqual([]);
  });

  it('pages, counting every match', async () => {
    const second = AdminInquiriesResponseSchema.parse(
      (await get('/api/admin/inquiries/?page_size=2&page=2', 'admin')).json(),
    );
    expect({ count: second.count, page: second.page, emails: second.data.map((row) => row.email) }).toEqual({
      count: 3,
      page: 2,
      emails: ['ana@beans.test'],
    });
    expect(await emails('page=9')).toEqual([]);
  });

  it.each([
    ['state=open', 'state', 'State must be new, handled or all.'],
    ['sort=phone', 'sort', 'Sort must be one of created_at, company, email.'],
    ['direction=up', 'direction', 'Direction must be asc or desc.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
    ['page=1.5', 'page', 'Page must be a whole number from 1.'],
    ['page_size=101', 'page_size', 'Page size must be a whole number from 1 to 100.'],
    [`q=${'x'.repeat(101)}`, 'q', 'Search may hold at most 100 characters.'],
  ])('refuses %s with the clear message', async (query, field, message) => {
    const response = await get(`/api/admin/inquiries/?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
  });

  it.each([
    ['admin', 200],
    ['editor', 403],
    ['finance', 403],
    ['client', 403],
  ] as const)('%s: %i', async (caller, status) => {
    expect((await get('/api/admin/inquiries/', caller)).statusCode).toBe(status);
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/inquiries/' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/inquiries/:id/: handled or new again', () => {
  it('marks it handled by the caller at the clock time, with one audit record', async () => {
    // Minutes later: the sessions signed in at the start stay valid.
    t.clock.set('2026-03-15T12:05:00.000Z');
    const response = await patch(id.ana!, { handled: true });
    expect(response.statusCode).toBe(200);
    const body = AdminInquiryResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      id: id.ana,
      handled_at: '2026-03-15T12:05:00.000Z',
      handled_by: adminName,
    });
    expect(await emails()).toEqual(['cy@sugar.test', 'bo@cocoa.test']);
    expect(await emails('state=handled')).toEqual(['ana@beans.test', 'dee@old.test']);

    const audit = (await get('/api/admin/audit/?action=inquiry_handled', 'admin')).json();
    expect(audit.count).toBe(1);
    expect(audit.data[0]).toMatchObject({
      staff_email: TEST_ACCOUNTS.admin.email,
      action: 'inquiry_handled',
      target_type: 'inquiry',
      target_id: id.ana,
      before: { handled: false },
      after: { handled: true },
      occurred_at: '2026-03-15T12:05:00.000Z',
    });
  });

  it('asking again for the state it has changes nothing and records nothing', async () => {
    t.clock.set('2026-03-15T12:10:00.000Z');
    const response = await patch(id.ana!, { handled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      handled_at: '2026-03-15T12:05:00.000Z',
      handled_by: adminName,
    });
    expect(await auditOf(id.ana!)).toHaveLength(1);

    const untouched = await patch(id.bo!, { handled: false });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data).toMatchObject({ handled_at: null, handled_by: null });
    expect(await auditOf(id.bo!)).toHaveLength(0);
  });

  it('reopens it: both fields cleared, one more audit record', async () => {
    const response = await patch(id.ana!, { handled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ handled_at: null, handled_by: null });
    const audit = (await get('/api/admin/audit/?action=inquiry_reopened', 'admin')).json();
    expect(audit.count).toBe(1);
    expect(audit.data[0]).toMatchObject({
      target_id: id.ana,
      before: { handled: true },
      after: { handled: false },
      occurred_at: '2026-03-15T12:10:00.000Z',
    });
    expect(await auditOf(id.ana!)).toHaveLength(2);
    expect(await emails()).toContain('ana@beans.test');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', '1'])(
    'answers 404 for the unknown id %s',
    async (unknown) => {
      const response = await patch(unknown, { handled: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: 'This inquiry does not exist.' });
    },
  );

  it.each([[{}], [{ handled: 'yes' }], [{ handled: null }]])(
    'refuses the body %j and changes nothing',
    async (body) => {
      const response = await patch(id.cy!, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Handled must be true or false.');
      const [row] = await t.services.db.select().from(inquiries).where(eq(inquiries.id, id.cy!));
      expect(row!.handledAt).toBeNull();
      expect(await auditOf(id.cy!)).toHaveLength(0);
    },
  );

  it.each(['editor', 'finance', 'client'] as const)(
    'refuses %s with 403 and changes nothing',
    async (caller) => {
      const response = await patch(id.cy!, { handled: true }, caller);
      expect(response.statusCode).toBe(403);
      const [row] = await t.services.db.select().from(inquiries).where(eq(inquiries.id, id.cy!));
      expect(row!.handledAt).toBeNull();
      expect(await auditOf(id.cy!)).toHaveLength(0);
    },
  );
});
