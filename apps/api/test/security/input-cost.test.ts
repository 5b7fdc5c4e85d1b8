import { COUNTRIES } from '@firm/countries';
import {
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRY_SECTOR_OPTIONS,
  REASON_FOR_INQUIRY_OPTIONS,
  SIMPLE_EMAIL_PATTERN,
} from '@firm/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT_BYTES, URL_LIMIT_CHARACTERS } from '../../src/platform/http/request-limits.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';

/**
 * Issue 14: `a@` and a run of dots and `@` made the email pattern backtrack over every dot (seconds of the one
 * Node thread for one request). Every address is now length-checked first and stops there, so the pattern never
 * sees such a value: the tests count its runs instead of timing anything.
 */
const PATHOLOGICAL_EMAIL = `a@${'.'.repeat(30_000)}@`;

let t: TestApp;
let client: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: TEST_ACCOUNTS.demoClient,
  });
  client = { authorization: `Bearer ${(login.json().data as { access: string }).access}` };
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const registration = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  phone_number: 9876543210,
  password: 'Roast@2026',
  street_address: '12 Harbour Road',
  city: 'Kochi',
  industry_sector: 'import-export',
  country: 'IN',
};
const inquiry = {
  firstName: 'Ana',
  lastName: 'Souza',
  phone: '1155550100',
  phoneCode: '+55',
  country: 'Brazil',
  hearAboutUs: 'online_search',
  reasonForInquiry: 'consultation',
};
const billing = { username: 'Dana', company: 'Northwind', country: 'Brazil' };

describe('an address of a@, 30,000 dots and @ is refused on its length; the pattern never runs', () => {
  it.each<[string, string, (email: string) => object, boolean, string, string]>([
    [
      'sign-in',
      '/api/accounts/clientlogin/',
      (email) => ({ email, password: 'secret1' }),
      false,
      'email',
      'Please enter a valid email address.',
    ],
    [
      'registration',
      '/api/accounts/client/tenant-register/',
      (email) => ({ ...registration, email }),
      false,
      'email',
      'This is too long.',
    ],
    [
      'registration confirmation',
      '/api/accounts/client/tenant-register/',
      (email) => ({ email, otp: '123456' }),
      false,
      'email',
      'This is too long.',
    ],
    [
      'forgot password',
      '/api/accounts/forgot-password/',
      (email) => ({ email }),
      false,
      'email',
      'Please enter a valid email address.',
    ],
    [
      'code check',
      '/api/accounts/verify-otp/',
      (email) => ({ email, otp: '123456' }),
      false,
      'email',
      'Please enter a valid email address.',
    ],
    ['inquiry', '/api/inquiries/', (email) => ({ ...inquiry, email }), false, 'email', 'This is too long'],
    [
      'card payment billing',
      '/api/reports/bank/payments/checkout/',
      (email) => ({
        amount: 100,
        currency: 'usd',
        method: 'card',
        cart: [1],
        discount_price: 0,
        billing: { ...billing, email },
      }),
      true,
      'billing.email',
      'This field is too long',
    ],
    [
      'invoice billing',
      '/api/reports/pay/by/invoice/',
      (email) => ({ cart: [1], discount_price: 0, billing: { ...billing, email } }),
      true,
      'billing.email',
      'This field is too long',
    ],
  ])('%s (%s)', async (_form, url, body, signedIn, field, message) => {
    const pattern = vi.spyOn(SIMPLE_EMAIL_PATTERN, 'test');
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: body(PATHOLOGICAL_EMAIL),
      ...(signedIn ? { headers: client } : {}),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toMatchObject({ status: false, message });
    expect(answer.errors[field]).toEqual([message]);
    expect(pattern).not.toHaveBeenCalled();
  });
});

/** A string of `length` characters of 3 bytes each in UTF-8 ('€'), the costliest a form holds in JSON. */
const wide = (length: number) => '€'.repeat(length);

/** JSON as a client that escapes every non-ASCII character writes it (\u20ac: six bytes for one character). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const longest = (values: readonly string[]) => values.reduce((a, b) => (b.length > a.length ? b : a));

describe('the body limit fits the largest real forms, and refuses more with SPEC’s error shape', () => {
  it('takes an inquiry with every field at its limit, every character escaped', async () => {
    const body = asciiJson({
      firstName: wide(200),
      lastName: wide(200),
      email: `${wide(240)}@example.com`,
      phone: '123456789012345',
      phoneCode: '+1242',
      company: wide(200),
      country: longest(COUNTRIES.map((country) => country.name)),
      hearAboutUs: longest(HEAR_ABOUT_US_OPTIONS.map((option) => option.value)),
      reasonForInquiry: longest(REASON_FOR_INQUIRY_OPTIONS.map((option) => option.value)),
      comments: wide(5000),
    });
    expect(body.length).toBeLessThan(BODY_LIMIT_BYTES);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
  });

  it('takes a registration with every field at its limit, every character escaped', async () => {
    const body = asciiJson({
      tenant: wide(200),
      first_name: wide(100),
      last_name: wide(100),
      email: `${wide(240)}@example.com`,
      phone_number: 9876543210,
      phone_code: '+91',
      password: wide(128),
      street_address: wide(300),
      city: wide(100),
      industry_sector: longest(INDUSTRY_SECTOR_OPTIONS.map((option) => option.value)),
      country: 'IN',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/client/tenant-register/',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body over the limit (413) before reading it, whatever the route', async () => {
    for (const url of ['/api/accounts/clientlogin/', '/api/inquiries/']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: `a@${'.'.repeat(100_000)}@`, password: 'secret1' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: false, message: 'The request body is too large.' });
    }
  });

  it('refuses an address over the limit (414) with SPEC’s error shape', async () => {
    const search = 'a'.repeat(URL_LIMIT_CHARACTERS);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/elastic-search/?pdf_search=${search}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: false, message: 'The address of the request is too long.' });
  });
});
