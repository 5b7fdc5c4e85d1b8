import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../../../src/platform/redis.js';
import { LOGIN_RATE_LIMIT_MESSAGE } from '../../../src/modules/accounts/routes.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { freePort } from '../../support/ports.js';
import {
  countRedisKeys,
  deleteRedisKeys,
  redisUnreachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../../support/redis.js';

const unreachable = await redisUnreachable();
const prefix = testRedisPrefix();

const attempt = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email: 'nobody@softline.test', password: 'Wrong#password1' },
  });

describe.skipIf(unreachable)(
  `login rate limit shared through Redis${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    let first: TestApp;
    let second: TestApp;
    const sharing = () => ({ client: createRedisClient(TEST_REDIS_URL), keyPrefix: prefix });

    beforeAll(async () => {
      first = await createTestApp({ loginRateLimitMax: 3, rateLimitRedis: sharing() });
      second = await createTestApp({ loginRateLimitMax: 3, rateLimitRedis: sharing() });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      if (!unreachable) await deleteRedisKeys(prefix);
    });

    it('counts the attempts made on either instance against one limit', async () => {
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      // Each instance saw fewer than three attempts; together they saw three.
      for (const t of [second, first]) {
        const blocked = await attempt(t);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ status: false, message: LOGIN_RATE_LIMIT_MESSAGE });
      }
      expect(await countRedisKeys(prefix)).toBeGreaterThan(0);
    });
  },
);

describe('login rate limit while Redis is unreachable (issue 45)', () => {
  it('keeps counting in the instance’s memory, so sign-in stays open and limited', async () => {
    // A port nothing listens on: every count in Redis fails.
    const gone = `redis://127.0.0.1:${await freePort()}`;
    const t = await createTestApp({
      loginRateLimitMax: 3,
      rateLimitRedis: { client: createRedisClient(gone), keyPrefix: testRedisPrefix() },
    });
    try {
      for (let i = 0; i < 3; i += 1) expect((await attempt(t)).statusCode).toBe(401);
      const blocked = await attempt(t);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ status: false, message: LOGIN_RATE_LIMIT_MESSAGE });
    } finally {
      await t.close();
    }
  });
});
