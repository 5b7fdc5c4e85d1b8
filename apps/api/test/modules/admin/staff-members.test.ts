import { StaffMemberMessages, StaffMembersResponseSchema, StaffInvitationResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_INVITATION_SUBJECT } from '../../../src/modules/admin/staff-mails.js';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, decodeQuotedPrintable, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
type Caller = keyof typeof headers;

const invite = (payload: unknown, caller: Caller = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/',
    headers: headers[caller],
    payload: payload as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t.services.db, 'editor@firm.test', 'editor');
  await addStaff(t.services.db, 'finance@firm.test', 'finance');
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

describe('GET /api/admin/staff/', () => {
  it('lists the staff with role and status, for admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff/', headers: headers.admin });
    expect(response.statusCode).toBe(200);
    const staff = StaffMembersResponseSchema.parse(response.json()).data;
    expect(staff.map((member) => [member.email, member.staff_role, member.status])).toEqual(
      expect.arrayContaining([
        [TEST_ACCOUNTS.admin.email, 'admin', 'active'],
        ['editor@firm.test', 'editor', 'active'],
        ['finance@firm.test', 'finance', 'active'],
      ]),
    );
    expect(staff.some((member) => member.email === TEST_ACCOUNTS.demoClient.email)).toBe(false);
    for (const caller of ['editor', 'finance', 'client'] as const)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/staff/', headers: headers[caller] }))
          .statusCode,
      ).toBe(403);
  });
});

describe('POST /api/admin/staff/', () => {
  it('validates the invitation with the form messages', async () => {
    const response = await invite({ first_name: ' ', email: 'no-at', staff_role: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: [StaffMemberMessages.firstName],
      last_name: [StaffMemberMessages.lastName],
      email: [StaffMemberMessages.emailInvalid],
      staff_role: [StaffMemberMessages.role],
    });
  });

  it('is refused to editors and finance', async () => {
    const body = { first_name: 'No', last_name: 'Body', email: 'nobody@firm.test', staff_role: 'editor' };
    expect((await invite(body, 'editor')).statusCode).toBe(403);
    expect((await invite(body, 'finance')).statusCode).toBe(403);
  });

  it('says clearly when the address already has an account', async () => {
    const response = await invite({
      first_name: 'Dup',
      last_name: 'Licate',
      email: TEST_ACCOUNTS.demoClient.email.toUpperCase(),
      staff_role: 'editor',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: StaffMemberMessages.emailTaken,
      errors: { email: [StaffMemberMessages.emailTaken] },
    });
  });

  it('creates a pending staff account, mails a link whose reset page sets the password and activates it', async () => {
    const response = await invite({
      first_name: 'Nia',
      last_name: 'Ode',
      email: ' Nia@Firm.test ',
      staff_role: 'finance',
    });
    expect(response.statusCode).toBe(201);
    const member = StaffInvitationResponseSchema.parse(response.json()).data;
    expect(member).toMatchObject({ email: 'nia@firm.test', staff_role: 'finance', status: 'pending' });
    const [row] = await t.services.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ userType: 'admin', staffRole: 'finance', status: 'pending', tenantId: null });
    const [audit] = await staffActionRows(t.services.db, { action: 'staff_invited', targetId: member.id });
    expect(audit).toMatchObject({ staffEmail: TEST_ACCOUNTS.admin.email, after: { staff_role: 'finance' } });

    // Pending: no sign-in yet.
    await expect(bearerHeaders(t.app, 'nia@firm.test', 'Anything@2026')).rejects.toThrow();

    const mail = (await t.outbox()).find((sent) => sent.to.includes('nia@firm.test'));
    expect(decodeQuotedPrintable(mail!.raw)).toContain(STAFF_INVITATION_SUBJECT);
    const token = /forgot-password\?token=([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail!.raw))?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/',
      payload: { token, new_password: 'Finance@2026', confirm_password: 'Finance@2026' },
    });
    expect(reset.statusCode).toBe(200);
    const nia = await bearerHeaders(t.app, 'nia@firm.test', 'Finance@2026');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me/', headers: nia });
    expect(me.json().data).toMatchObject({ email: 'nia@firm.test', staff_role: 'finance' });
  });
});
