import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { mailedCode } from './outbox';

/** An address no earlier run has used: every enrolment needs its own. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

export const REGISTRATION_MAIL = /^Subject: Confirm your email address/im;
export const RESET_MAIL = /^Subject: .*password/im;

/** The enrolment form's values, and the same as the API's payload (SPEC §3). */
export function newTenant(email = uniqueEmail('enrol')) {
  return {
    tenant: 'Harvest Cocoa Traders',
    first_name: 'Amara',
    last_name: 'Mensah',
    email,
    phone_number: '9876543210',
    industry_sector: 'import-export',
    street_address: '14 Harbour Road',
    city: 'Kochi',
    country: 'IN',
    password: 'Harvest@2026',
  };
}

/** Enrols and confirms a tenant through the API, as the enrolment page would; resolves its sign-in details. */
export async function enrolThroughApi(request: APIRequestContext) {
  const tenant = newTenant();
  const registered = await request.post('/api/accounts/client/tenant-register/', {
    data: { ...tenant, phone_number: Number(tenant.phone_number) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await mailedCode(tenant.email, REGISTRATION_MAIL);
  const confirmed = await request.post('/api/accounts/client/tenant-register/', {
    data: { email: tenant.email, otp },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email: tenant.email, password: tenant.password, tenant: tenant.tenant };
}

/** Any code but the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
