import { inquiries } from '../../../src/platform/database/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_CHARACTER_MESSAGE } from '../../../src/platform/http/request-limits.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { VISITOR_INQUIRY } from '../../support/inquiries.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inquiry = VISITOR_INQUIRY;

describe('a request holding U+0000 (found by the fuzzer: Postgres text cannot hold it, the query failed as 500)', () => {
  it.each<[string, 'GET' | 'POST', string, object | undefined]>([
    [
      'in a sign-in address',
      'POST',
      '/api/accounts/clientlogin/',
      { email: 'a\u0000@b.example', password: 'secret1' },
    ],
    ['in a recovery address', 'POST', '/api/accounts/forgot-password/', { email: 'a\u0000@b.example' }],
    ['in an inquiry’s comments', 'POST', '/api/inquiries/', { ...inquiry, comments: 'x\u0000y' }],
    ['in a body’s key', 'POST', '/api/inquiries/', { ...inquiry, 'a\u0000': 'x' }],
    ['in an archive search', 'GET', '/api/reports/elastic-search/?pdf_search=a%00b', undefined],
    ['in a path', 'GET', '/api/reports/orders/SO-2026-%00/', undefined],
  ])('%s answers 400 and writes nothing', async (_where, method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: UNSTORABLE_CHARACTER_MESSAGE });
    expect(await t.database.db.select().from(inquiries)).toEqual([]);
  });
});

describe('a request holding half of a surrogate pair (found by the fuzzer: the mail job’s JSON failed as 500)', () => {
  it.each<[string, string, object]>([
    ['in an inquiry’s name', '/api/inquiries/', { ...inquiry, firstName: '\ud800' }],
    ['in an inquiry’s comments', '/api/inquiries/', { ...inquiry, comments: 'a\udc00b' }],
    ['in a body’s key', '/api/inquiries/', { ...inquiry, '\ud83d': 'x' }],
  ])('%s answers 400 and writes nothing', async (_where, url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: UNSTORABLE_CHARACTER_MESSAGE });
    expect(await t.database.db.select().from(inquiries)).toEqual([]);
  });

  it('leaves every other character alone, whole surrogate pairs included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: { ...inquiry, comments: '\u0001\u001f\uffff 😀 𝒜' },
    });
    expect(response.statusCode).toBe(201);
  });
});
