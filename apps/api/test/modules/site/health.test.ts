import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health/', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.json()).toEqual({ status: true, data: { database: 'ok' } });
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found.' });
  });
});
