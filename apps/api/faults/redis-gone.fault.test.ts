import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT_MESSAGE } from '../src/modules/accounts/routes.js';
import type { ServerProcess } from '../test/support/server-process.js';
import { jsonRequest, signInDemoClient, type DemoClient } from './support/demo-client.js';
import { startDeployment, type Deployment } from './support/deployment.js';
import { postgresPrograms } from './support/private-postgres.js';
import { redisServerMissing, startPrivateRedis, type PrivateRedis } from './support/private-redis.js';

/**
 * Issue 45, point 1: Redis, which holds the instances' shared rate-limit counters, goes away. Sign-in, one-time codes
 * and invitations keep a limit, counted in each instance's memory while Redis is away (docs/decisions/038); everything
 * else works; the counters are shared again once Redis is back.
 */

const programs = await postgresPrograms();
const skipReason = 'missing' in programs ? programs.missing : await redisServerMissing();
/** Sign-in calls a minute from one address. */
const LOGIN_LIMIT = 5;

describe.skipIf(skipReason)(`Redis gone${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let deployment: Deployment;
  let redis: PrivateRedis;
  let server: ServerProcess;
  let client: DemoClient;

  beforeAll(async () => {
    if ('missing' in programs) return;
    deployment = await startDeployment(programs.bindir);
    redis = await startPrivateRedis();
    server = await deployment.startServer({
      REDIS_URL: redis.url,
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    });
    client = await signInDemoClient(server.origin);
  }, 180_000);

  afterAll(async () => {
    await redis?.kill();
    await deployment?.remove();
  });

  let attempts = 0;
  // A new email each time: five failures for one email make it wait, whatever Redis does.
  const wrongSignIn = () =>
    fetch(
      `${server.origin}/api/accounts/clientlogin/`,
      jsonRequest({ email: `nobody-${(attempts += 1)}@roasters.example`, password: 'Wrong#password1' }),
    );

  it('keeps a sign-in limit per instance, and serves everything else, while Redis is away', async () => {
    await redis.kill();
    const answers: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 1; attempt += 1) answers.push((await wrongSignIn()).status);
    // The count starts afresh in the instance's memory: the limit's worth of refusals by password, then the limit.
    expect(answers).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
    expect(await (await wrongSignIn()).json()).toEqual({ status: false, message: LOGIN_RATE_LIMIT_MESSAGE });
    await server.line((line) => line.msg === 'Redis is unreachable: rate limits are counted per instance');

    const calls = {
      catalogue: await fetch(`${server.origin}/api/reports/report-types`),
      library: await fetch(`${server.origin}/api/reports/report/acess/`, { headers: client.auth }),
      search: await fetch(`${server.origin}/api/reports/elastic-search/?pdf_search=coffee`, {
        headers: client.auth,
      }),
      profile: await fetch(`${server.origin}/api/accounts/profile/`, { headers: client.auth }),
    };
    expect(Object.fromEntries(Object.entries(calls).map(([name, answer]) => [name, answer.status]))).toEqual({
      catalogue: 200,
      library: 200,
      search: 200,
      profile: 200,
    });
  });

  it('counts in Redis again once it is back', async () => {
    await redis.start();
    await expect
      .poll(async () => (await wrongSignIn()).status, { timeout: 15_000 })
      // A fresh Redis holds no count: the shared limit starts again.
      .toBe(401);
    await server.line((line) => line.msg === 'rate limits are counted in Redis again');
  });
});
