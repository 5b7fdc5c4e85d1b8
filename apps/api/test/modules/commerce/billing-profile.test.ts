import {
  BillingProfileMessages,
  BillingProfileResponseSchema,
  BillingViewMessages,
  ClientMessages,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, billingProfiles } from '../../../src/platform/database/schema.js';
import { staffActionRows } from '../../support/activity-records.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addTeam, callAs, type TestTeam } from '../team/team-fixtures.js';

let t: TestApp;
let team: TestTeam;
let stranger: TestTeam;

beforeAll(async () => {
  t = await createTestApp();
  team = await addTeam(t, { ana: 'owner', bo: 'admin', mo: 'member', bill: 'billing' });
  stranger = await addTeam(t, { eve: 'owner' });
});
afterAll(async () => {
  await t.close();
});

const PROFILE = {
  legal_name: 'Roasters Trading GmbH',
  street_address: 'Speicherstadt 12',
  address_line_2: '',
  city: 'Hamburg',
  postal_code: '20457',
  country: 'de',
  tax_id_kind: 'eu_vat',
  tax_id: 'de 136 695 976',
  ap_emails: ['AP@roasters.example'],
  po_required: true,
};

const read = (email: string) => callAs(t, email, { method: 'GET', url: '/api/billing/profile/' });
const save = (email: string, payload: Record<string, unknown>) =>
  callAs(t, email, { method: 'PUT', url: '/api/billing/profile/', payload });
const rowOf = async (tenantId: string) =>
  (await t.database.db.select().from(billingProfiles).where(eq(billingProfiles.tenantId, tenantId)))[0];

/** Issue 46, point 1: the organisation's billing profile in the billing view. */
describe('GET and PUT /api/billing/profile/', () => {
  it('is empty until saved, then holds what its owner saved, the tax ID in its kind’s form', async () => {
    expect(BillingProfileResponseSchema.parse((await read(team.email.ana!)).json())).toEqual({
      profile: null,
    });

    const saved = await save(team.email.ana!, PROFILE);
    expect(saved.statusCode).toBe(200);
    const answer = BillingProfileResponseSchema.parse(saved.json());
    expect(answer.message).toBe(BillingProfileMessages.saved);
    expect(answer.profile).toEqual({
      legal_name: 'Roasters Trading GmbH',
      street_address: 'Speicherstadt 12',
      address_line_2: null,
      city: 'Hamburg',
      state: null,
      postal_code: '20457',
      country: 'DE',
      tax_id_kind: 'eu_vat',
      tax_id: 'DE136695976',
      ap_emails: ['ap@roasters.example'],
      po_required: true,
      updated_at: expect.any(String),
    });
    expect(BillingProfileResponseSchema.parse((await read(team.email.bill!)).json()).profile).toEqual(
      answer.profile,
    );
    // Another organisation has its own, untouched.
    expect(BillingProfileResponseSchema.parse((await read(stranger.email.eve!)).json())).toEqual({
      profile: null,
    });
  });

  it('is saved by admins and billing members too, and each save is on the organisation’s record', async () => {
    const { db } = t.database;
    expect((await save(team.email.bo!, { ...PROFILE, po_required: false })).statusCode).toBe(200);
    const byBilling = await save(team.email.bill!, { ...PROFILE, tax_id_kind: null, tax_id: null });
    expect(BillingProfileResponseSchema.parse(byBilling.json()).profile).toMatchObject({
      tax_id_kind: null,
      tax_id: null,
      po_required: true,
    });
    const records = await db
      .select()
      .from(activity)
      .where(and(eq(activity.tenantId, team.tenantId), eq(activity.action, 'billing_profile_saved')));
    expect(records.map((record) => record.actorEmail)).toEqual(
      expect.arrayContaining([team.email.bo, team.email.bill]),
    );
    const last = records.find((record) => record.actorEmail === team.email.bill);
    expect(last).toMatchObject({
      before: expect.objectContaining({ tax_id: 'DE136695976', po_required: false }),
      after: expect.objectContaining({ tax_id: null, po_required: true }),
    });
  });

  it('refuses a member, whose role sees no billing', async () => {
    const member = await read(team.email.mo!);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ message: BillingViewMessages.notBilling });
    expect((await save(team.email.mo!, PROFILE)).statusCode).toBe(403);
  });

  it.each([
    [{ tax_id: 'DE136695975' }, 'tax_id', BillingProfileMessages.taxIdInvalid('eu_vat')],
    [{ tax_id: '136695976' }, 'tax_id', BillingProfileMessages.euVatPrefix],
    [
      { tax_id_kind: 'us_ein', tax_id: '00-3456789' },
      'tax_id',
      BillingProfileMessages.taxIdInvalid('us_ein'),
    ],
    [{ tax_id: '' }, 'tax_id', BillingProfileMessages.taxIdRequired],
    [{ ap_emails: [] }, 'ap_emails', BillingProfileMessages.apEmailsRequired],
    [{ country: 'Germany' }, 'country', BillingProfileMessages.countryUnknown],
    [{ legal_name: '' }, 'legal_name', BillingProfileMessages.legalNameRequired],
  ])('refuses %j with a message on %s and changes nothing', async (change, field, message) => {
    const before = await rowOf(team.tenantId);
    const refused = await save(team.email.ana!, { ...PROFILE, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
    expect(await rowOf(team.tenantId)).toEqual(before);
  });
});

/** Issue 46, point 1: the back office reads any organisation's profile; admins and finance correct it. */
describe('GET and PUT /api/admin/clients/:id/billing-profile/', () => {
  const staffCall = async (email: string, method: 'GET' | 'PUT', tenantId: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/clients/${tenantId}/billing-profile/`,
      headers: await bearerHeaders(
        t.app,
        email,
        email === TEST_ACCOUNTS.admin.email ? TEST_ACCOUNTS.admin.password : undefined,
      ),
      ...(payload ? { payload } : {}),
    });

  it('lets finance correct a profile, on the audit log with before and after', async () => {
    await addStaff(t.services.db, 'finance@profiles.test', 'finance');
    const before = BillingProfileResponseSchema.parse(
      (await staffCall('finance@profiles.test', 'GET', team.tenantId)).json(),
    ).profile;
    const saved = await staffCall('finance@profiles.test', 'PUT', team.tenantId, {
      ...PROFILE,
      legal_name: 'Roasters Trading GmbH & Co. KG',
    });
    expect(saved.statusCode).toBe(200);
    expect(BillingProfileResponseSchema.parse(saved.json())).toMatchObject({
      message: BillingProfileMessages.saved,
      profile: { legal_name: 'Roasters Trading GmbH & Co. KG', tax_id: 'DE136695976' },
    });
    // The client sees the correction.
    expect(BillingProfileResponseSchema.parse((await read(team.email.ana!)).json()).profile).toMatchObject({
      legal_name: 'Roasters Trading GmbH & Co. KG',
    });
    const [audit] = await staffActionRows(t.services.db, {
      action: 'billing_profile_updated',
      targetId: team.tenantId,
    });
    expect(audit).toMatchObject({
      staffEmail: 'finance@profiles.test',
      tenantId: team.tenantId,
      before: expect.objectContaining({ legal_name: before?.legal_name }),
      after: expect.objectContaining({ legal_name: 'Roasters Trading GmbH & Co. KG' }),
    });
    expect(audit?.tenantName).toEqual(expect.any(String));
  });

  it('refuses a malformed tax ID and an unknown organisation, changing nothing', async () => {
    const before = await rowOf(team.tenantId);
    const refused = await staffCall(TEST_ACCOUNTS.admin.email, 'PUT', team.tenantId, {
      ...PROFILE,
      tax_id_kind: 'gb_vat',
      tax_id: 'GB980780685',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { tax_id: [BillingProfileMessages.taxIdInvalid('gb_vat')] },
    });
    expect(await rowOf(team.tenantId)).toEqual(before);

    const unknown = await staffCall(
      TEST_ACCOUNTS.admin.email,
      'PUT',
      '00000000-0000-4000-8000-000000000000',
      PROFILE,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ClientMessages.notFound });
    expect(
      await t.database.db
        .select()
        .from(billingProfiles)
        .where(eq(billingProfiles.tenantId, '00000000-0000-4000-8000-000000000000')),
    ).toEqual([]);
  });
});
