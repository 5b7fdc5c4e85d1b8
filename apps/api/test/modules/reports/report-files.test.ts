import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_LINK_TTL_SECONDS } from '../../../src/platform/signing/link-signer.js';
import {
  fileDeliveries,
  reports,
  subscriptions,
  tenants,
  users,
} from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, addReport, FIXTURE_PASSWORD, subscribe } from '../../support/report-fixtures.js';

let t: TestApp;
let coffee: number;
let cocoa: number;
let sugar: number;
let roastersId: string;

beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  coffee = await addReport(db, t.files, {
    type: 'Coffee Weekly Report',
    name: 'Coffee Weekly — 2 June 2025',
  });
  cocoa = await addReport(db, t.files, { type: 'Cocoa In-Depth Report', name: 'Cocoa mid-crop' });
  sugar = await addReport(db, t.files, { type: 'Sugar Weekly Report', name: 'Sugar freight' });
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  roastersId = roasters.tenantId;
  await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
  await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report', {
    tier: 'subscription_price_for_single_user',
  });
  await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
  const other = await addOrganisation(db, 'Other Co', ['eve@other.test']);
  await subscribe(db, other.tenantId, 'Sugar Weekly Report');
});
afterEach(async () => {
  await t.close();
});

async function bearer(email: string, password = FIXTURE_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  return { authorization: `Bearer ${(response.json().data as { access: string }).access}` };
}

async function presign(email: string | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/generate-presigned-url/',
    headers: email ? await bearer(email) : {},
    payload: body as object,
  });
}

/** The path and query of a signed URL, as the browser would request it. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

describe('POST /api/reports/generate-presigned-url/ and the signed file URL', () => {
  it('gives an entitled client a 5-minute signed link that serves the stamped PDF inline', async () => {
    const response = await presign('ana@roasters.test', { id: coffee, operation: 'view' });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/reports/files/${coffee}/\\?operation=view&`),
    );
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(290);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);

    const file = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="Coffee-Weekly-2-June-2025.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Coffee Weekly');
    expect(text).toContain('Licensed to Roasters Ltd - ana@roasters.test -');

    const [logged] = await t.database.db.select().from(fileDeliveries);
    expect(logged).toMatchObject({ reportId: coffee, operation: 'view', tenantId: roastersId });
  });

  it('serves a download as an attachment', async () => {
    const { url } = (await presign('ana@roasters.test', { id: coffee, operation: 'download' })).json();
    const file = await t.app.inject({ method: 'GET', url: pathOf(url as string) });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
  });

  it.each([
    [
      'no entitlement',
      'eve@other.test',
      () => coffee,
      403,
      'Your organisation does not subscribe to this report.',
    ],
    [
      'an expired entitlement',
      'ana@roasters.test',
      () => sugar,
      403,
      'Your organisation does not subscribe to this report.',
    ],
    [
      'no seat left (single user, second user)',
      'ben@roasters.test',
      () => cocoa,
      403,
      'Your organisation does not subscribe to this report.',
    ],
    ['an unknown report', 'ana@roasters.test', () => 999_999, 404, 'This report does not exist.'],
  ])('refuses a link for %s', async (_case, email, id, status, message) => {
    const response = await presign(email, { id: id(), operation: 'download' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: false, message });
  });

  it('refuses callers without a session (401), admins (403) and bad bodies (400)', async () => {
    expect((await presign(null, { id: coffee, operation: 'view' })).statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/reports/generate-presigned-url/',
      headers: await bearer(TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
      payload: { id: coffee, operation: 'view' },
    });
    expect(admin.statusCode).toBe(403);
    const bad = await presign('ana@roasters.test', { id: coffee, operation: 'print' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Operation must be view or download.');
  });

  it.each([
    ['the report', (q: URLSearchParams, path: string) => [path.replace(/files\/\d+/, `files/${cocoa}`), q]],
    ['the operation', (q: URLSearchParams, path: string) => [path, (q.set('operation', 'download'), q)]],
    [
      'the user',
      (q: URLSearchParams, path: string) => [
        path,
        (q.set('user', '00000000-0000-4000-8000-000000000000'), q),
      ],
    ],
    [
      'the expiry',
      (q: URLSearchParams, path: string) => [
        path,
        (q.set('expires', String(Number(q.get('expires')) + 3600)), q),
      ],
    ],
    [
      'the signature',
      (q: URLSearchParams, path: string) => [
        path,
        (q.set('signature', `${q.get('signature')!.slice(0, -2)}AA`), q),
      ],
    ],
    ['a missing signature', (q: URLSearchParams, path: string) => [path, (q.delete('signature'), q)]],
  ] as const)('answers 403 when %s was changed', async (_part, tamper) => {
    const { url } = (await presign('ana@roasters.test', { id: coffee, operation: 'view' })).json();
    const parsed = new URL(url as string);
    const [path, query] = tamper(parsed.searchParams, parsed.pathname);
    const response = await t.app.inject({
      method: 'GET',
      url: `${path as string}?${(query as URLSearchParams).toString()}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      message: 'This link has expired or is not valid. Please open the report again from the library.',
    });
    expect(await t.database.db.select().from(fileDeliveries)).toEqual([]);
  });

  it('checks the entitlement again when the link is used', async () => {
    const { url } = (await presign('ana@roasters.test', { id: coffee, operation: 'view' })).json();
    await t.database.db.delete(subscriptions).where(eq(subscriptions.tenantId, roastersId));
    const response = await t.app.inject({ method: 'GET', url: pathOf(url as string) });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [
      'its holder was suspended',
      () =>
        t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'ana@roasters.test')),
    ],
    [
      'its organisation was suspended',
      () => t.database.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, roastersId)),
    ],
  ] as const)('stops serving a link issued before %s, as for an unknown holder', async (_case, suspend) => {
    const { url } = (await presign('ana@roasters.test', { id: coffee, operation: 'view' })).json();
    await suspend();
    const response = await t.app.inject({ method: 'GET', url: pathOf(url as string) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      message: 'This link has expired or is not valid. Please open the report again from the library.',
    });
    expect(await t.database.db.select().from(fileDeliveries)).toEqual([]);
  });

  it('stops serving a link once its five minutes have passed on the clock', async () => {
    const { url } = (await presign('ana@roasters.test', { id: coffee, operation: 'view' })).json();
    t.clock.advance(FILE_LINK_TTL_SECONDS * 1000);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url as string) })).statusCode).toBe(200);

    t.clock.advance(1000);
    const late = await t.app.inject({ method: 'GET', url: pathOf(url as string) });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      status: false,
      message: 'This link has expired or is not valid. Please open the report again from the library.',
    });
    expect(await t.database.db.select().from(fileDeliveries)).toHaveLength(1);
  });
});
