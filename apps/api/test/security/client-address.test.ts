import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_RATE_LIMIT_MESSAGE } from '../../src/modules/inquiries/routes.js';
import { loadServerConfig } from '../../src/env.js';
import { createTestApp, type TestApp } from '../support/index.js';

/**
 * Issue 14, point 5: whose rate-limit counter a request uses. The contact form allows 2 calls per address here; an
 * empty form is refused (400) but counted, so the third call from one client is answered 429.
 */
const PROXY = '10.0.0.5';
const VICTIM = '198.51.100.7';
const ATTACKER = '203.0.113.66';

/** The apps as the server builds them from TRUST_PROXY: trusting the proxies, and trusting none. */
let behindProxies: TestApp;
let direct: TestApp;
beforeAll(async () => {
  const appTrusting = (trustProxy: string | undefined) =>
    createTestApp({
      trustProxy: loadServerConfig({ TRUST_PROXY: trustProxy }).env.TRUST_PROXY,
      inquiryRateLimitMax: 2,
    });
  behindProxies = await appTrusting(`${PROXY},10.1.0.0/16`);
  direct = await appTrusting(undefined);
});
afterAll(async () => {
  await behindProxies?.close();
  await direct?.close();
});

/** A contact form sent from a socket address, with the X-Forwarded-For header that arrives with it. */
function send(app: TestApp, from: string, forwardedFor?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/inquiries/',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });
}

async function usesUpItsCalls(calls: () => ReturnType<typeof send>) {
  expect((await calls()).statusCode).toBe(400);
  expect((await calls()).statusCode).toBe(400);
  const refused = await calls();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ status: false, message: INQUIRY_RATE_LIMIT_MESSAGE });
}

describe('client addresses behind a trusted proxy', () => {
  it('counts a client by the address the proxy saw, whatever X-Forwarded-For the client wrote itself', async () => {
    const app = behindProxies;
    // The attacker names the victim first; the proxy appends the address it saw.
    await usesUpItsCalls(() => send(app, PROXY, `${VICTIM}, 192.0.2.1, ${ATTACKER}`));
    // The victim's own calls through the proxy still have their counter.
    expect((await send(app, PROXY, VICTIM)).statusCode).toBe(400);
    // And the attacker, through the proxy, stays counted as the attacker whatever it writes next.
    expect((await send(app, PROXY, `192.0.2.99, ${ATTACKER}`)).statusCode).toBe(429);
  });

  it("honours X-Forwarded-For only from a trusted proxy's address", async () => {
    const app = behindProxies;
    const client = '198.51.100.20';
    const stranger = '203.0.113.70';
    // From a proxy, the header names the client: its calls use the client's counter.
    await usesUpItsCalls(() => send(app, '10.1.2.3', client));
    expect((await send(app, client)).statusCode).toBe(429);
    // From anyone else the header is the sender's word: its calls use the sender's own counter.
    await usesUpItsCalls(() => send(app, stranger, '192.0.2.50'));
    expect((await send(app, PROXY, '192.0.2.50')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = direct;
    await usesUpItsCalls(() => send(app, ATTACKER, VICTIM));
    expect((await send(app, VICTIM)).statusCode).toBe(400);
  });
});
