import { ProfileMessages, ProfileResponseSchema, RegistrationMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { teamEventRows } from '../../support/activity-records.js';

/** Issue 15, point 1: PATCH accounts/profile/ saves the person, and the company for its owner and admins. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let organisations = 0;

/** A fresh organisation in Ghana with an owner, an admin, a member and a billing person, signed in. */
async function organisation() {
  organisations += 1;
  const emails = ['owner', 'admin', 'member', 'billing'].map((role) => `${role}-${organisations}@edit.test`);
  const { tenantId, userIds } = await addOrganisation(t.database.db, `Cocoa Co ${organisations}`, emails);
  const { db } = t.database;
  await db
    .update(tenants)
    .set({ streetAddress: '1 Harbour Road', city: 'Accra', country: 'GH' })
    .where(eq(tenants.id, tenantId));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userIds[1]!));
  await db.update(users).set({ role: 'billing' }).where(eq(users.id, userIds[3]!));
  const [owner, admin, member, billing] = await Promise.all(
    emails.map((email) => bearerHeaders(t.app, email)),
  );
  return { tenantId, userIds, emails, owner: owner!, admin: admin!, member: member!, billing: billing! };
}

const patch = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/accounts/profile/', headers, payload: payload as object });

const read = async (headers: Record<string, string>) =>
  ProfileResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers })).json(),
  ).data;

const eventsOf = (tenantId: string) => teamEventRows(t.database.db, { tenantId });

const PERSON = { first_name: 'Ama', last_name: 'Mensah' };

describe('PATCH /api/accounts/profile/', () => {
  it('saves the owner’s person and company fields and answers the stored profile', async () => {
    const org = await organisation();
    const response = await patch(org.owner, {
      first_name: '  Ama ',
      last_name: 'Mensah',
      job_title: 'Head of trading',
      phone_number: '241234567',
      phone_code: '+233',
      company: 'Cocoa Traders Ltd',
      street_address: '2 Independence Avenue',
      address_line_2: 'Floor 3',
      city: 'Kumasi',
      state: 'Ashanti',
      postal_code: 'AK-039',
      country: 'gh',
    });

    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      first_name: 'Ama',
      last_name: 'Mensah',
      job_title: 'Head of trading',
      email: org.emails[0],
      pending_email: null,
      phone_number: '241234567',
      phone_code: '+233',
      company: 'Cocoa Traders Ltd',
      street_address: '2 Independence Avenue',
      address_line_2: 'Floor 3',
      city: 'Kumasi',
      state: 'Ashanti',
      postal_code: 'AK-039',
      country: 'GH',
      country_name: 'Ghana',
      role: 'owner',
      can_edit_company: true,
    };
    expect(ProfileResponseSchema.parse(response.json())).toEqual({ status: true, data: expected });
    expect(await read(org.owner)).toEqual(expected);
    // The organisation's other people see the new company details.
    expect(await read(org.member)).toMatchObject({ company: 'Cocoa Traders Ltd', city: 'Kumasi' });
  });

  it('records a company change with who made it and the changed fields before and after', async () => {
    const org = await organisation();
    const response = await patch(org.admin, {
      ...PERSON,
      company: 'Cocoa Co Renamed',
      street_address: '1 Harbour Road',
      city: 'Tema',
      postal_code: '',
    });
    expect(response.statusCode, response.body).toBe(200);

    const events = await eventsOf(org.tenantId);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'company_changed',
        actorUserId: org.userIds[1],
        actorEmail: org.emails[1],
        before: { company: `Cocoa Co ${organisations}`, city: 'Accra' },
        after: { company: 'Cocoa Co Renamed', city: 'Tema' },
        occurredAt: t.clock.now(),
      }),
    ]);
  });

  it('lets a member edit their own name, and records nothing when the company is sent unchanged', async () => {
    const org = await organisation();
    const response = await patch(org.member, {
      first_name: 'Kofi',
      last_name: 'Boateng',
      job_title: 'Analyst',
      company: `Cocoa Co ${organisations}`,
      city: 'Accra',
      country: 'GH',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Kofi',
      last_name: 'Boateng',
      job_title: 'Analyst',
      role: 'member',
      can_edit_company: false,
    });
    expect(await eventsOf(org.tenantId)).toEqual([]);
  });

  it.each(['member', 'billing'] as const)(
    'refuses a %s who changes the company, and saves none of the request',
    async (role) => {
      const org = await organisation();
      const before = await read(org[role]);

      const response = await patch(org[role], { first_name: 'Changed', last_name: 'Name', city: 'Kumasi' });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, message: ProfileMessages.companyForbidden });
      expect(await read(org[role])).toEqual(before);
      expect(await read(org.owner)).toMatchObject({ city: 'Accra' });
      expect(await eventsOf(org.tenantId)).toEqual([]);
    },
  );

  it('leaves fields it is not sent as they are, and clears those sent empty', async () => {
    const org = await organisation();
    await patch(org.owner, { ...PERSON, job_title: 'Trader', state: 'Greater Accra' });

    const response = await patch(org.owner, { ...PERSON, job_title: '' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      job_title: null,
      state: 'Greater Accra',
      city: 'Accra',
      company: `Cocoa Co ${organisations}`,
    });
  });

  it.each([
    ['a missing first name', { last_name: 'Mensah' }, 'first_name', ProfileMessages.firstNameRequired],
    [
      'a blank last name',
      { first_name: 'Ama', last_name: '  ' },
      'last_name',
      ProfileMessages.lastNameRequired,
    ],
    ['a blank company', { ...PERSON, company: '' }, 'company', ProfileMessages.companyRequired],
    ['an over-long city', { ...PERSON, city: 'x'.repeat(101) }, 'city', ProfileMessages.tooLong],
    ['an unknown country', { ...PERSON, country: 'XX' }, 'country', RegistrationMessages.countryUnknown],
    ['a country that is not a code', { ...PERSON, country: 'Ghana' }, 'country', ProfileMessages.tooLong],
    [
      'an unknown calling code',
      { ...PERSON, phone_code: '+999' },
      'phone_code',
      RegistrationMessages.phoneCodeUnknown,
    ],
    [
      'a number of another plan',
      { ...PERSON, phone_code: '+1', phone_number: '12345' },
      'phone_number',
      'Mobile number should be exactly 10 digits.',
    ],
    [
      'a number that is not valid in its country',
      { ...PERSON, phone_number: '12' },
      'phone_number',
      'Please enter a valid mobile number for Ghana.',
    ],
  ])('refuses %s with 400 on its field and changes nothing', async (_case, body, field, message) => {
    const org = await organisation();
    const before = await read(org.owner);

    const response = await patch(org.owner, { ...body, job_title: 'Should not be saved' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
    expect(await read(org.owner)).toEqual(before);
    expect(await eventsOf(org.tenantId)).toEqual([]);
  });

  it('never touches another user’s or another organisation’s data', async () => {
    const org = await organisation();
    const other = await organisation();
    const [colleague, outsider, outsiderOwner] = [
      await read(org.member),
      await read(other.member),
      await read(other.owner),
    ];

    const response = await patch(org.owner, { first_name: 'Only', last_name: 'Me', company: 'Mine Ltd' });

    expect(response.statusCode).toBe(200);
    expect(await read(org.member)).toEqual({ ...colleague, company: 'Mine Ltd' });
    expect(await read(other.member)).toEqual(outsider);
    expect(await read(other.owner)).toEqual(outsiderOwner);
    expect(await eventsOf(other.tenantId)).toEqual([]);
  });

  it('answers a visitor 401 and an admin of the firm 403', async () => {
    expect((await patch({}, PERSON)).statusCode).toBe(401);
    const staff = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect((await patch(staff, PERSON)).statusCode).toBe(403);
  });
});
