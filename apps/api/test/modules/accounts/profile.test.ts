import { ProfileResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const other = await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
  await t.database.db
    .update(tenants)
    .set({ streetAddress: '1 Elsewhere Lane', city: 'Accra', country: 'GH' })
    .where(eq(tenants.id, other.tenantId));
});
afterAll(async () => {
  await t.close();
});

const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers });

describe('GET /api/accounts/profile/ (SPEC §2 Profile fields)', () => {
  it('answers a visitor 401 and an admin 403', async () => {
    const visitor = await profile();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: false });

    const admin = await profile(
      await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ status: false });
    expect(admin.body).not.toContain('Northwind');
  });

  it('shows a client their own details and their organisation’s, from enrolment', async () => {
    const response = await profile(
      await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
    );
    expect(response.statusCode).toBe(200);
    expect(ProfileResponseSchema.parse(response.json())).toEqual({
      status: true,
      data: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        job_title: null,
        email: TEST_ACCOUNTS.demoClient.email,
        pending_email: null,
        phone_number: expect.toSatisfy((value) => value === null || typeof value === 'string'),
        phone_code: expect.toSatisfy((value) => value === null || typeof value === 'string'),
        company: 'Northwind Coffee Traders',
        street_address: '200 Harbor Boulevard',
        address_line_2: null,
        city: 'Weehawken',
        state: null,
        postal_code: null,
        country: 'US',
        country_name: 'United States',
        role: 'owner',
        can_edit_company: true,
      },
    });
  });

  it('shows another organisation’s client only their own', async () => {
    const response = await profile(await bearerHeaders(t.app, 'eve@other.test'));
    expect(response.statusCode).toBe(200);
    const { data } = ProfileResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      email: 'eve@other.test',
      company: 'Other Co',
      street_address: '1 Elsewhere Lane',
      city: 'Accra',
      country: 'GH',
      country_name: 'Ghana',
    });
    expect(JSON.stringify(data)).not.toMatch(/Northwind|Dana|Weehawken/);
  });
});
