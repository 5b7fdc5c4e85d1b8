import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PaymentFailedError,
  RateLimitedError,
  RuleRefusedError,
  UnauthenticatedError,
  type DomainError,
} from '../../../src/platform/errors.js';
import { FileStoreUnavailableError } from '../../../src/platform/files/file-store.js';
import { UPLOAD_TIME_LIMIT_MS } from '../../../src/platform/http/request-time-limit.js';
import { createTestApp } from '../../support/index.js';
import {
  answerFrameworkError,
  errorHandler,
  FILES_UNAVAILABLE_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../../../src/platform/http/error-handler.js';

/** An app whose one route throws `error`, answered by the one error handler; every request's id is 'req-7'. */
async function answerTo(error: Error) {
  const app = Fastify({ genReqId: () => 'req-7' });
  await app.register(errorHandler);
  app.get('/', () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    retryAfter: response.headers['retry-after'],
  };
}

/** An error of the Postgres driver, wrapped as Drizzle wraps a failed query's. */
function failedQuery(code: string) {
  const driverError = Object.assign(new Error('write CONNECTION_CLOSED 10.0.0.5:5432'), { code });
  return new Error('Failed query: select 1', { cause: driverError });
}

describe('the error handler', () => {
  it.each<[DomainError, number]>([
    [new InvalidInputError('Bad input.'), 400],
    [new UnauthenticatedError('Who are you?'), 401],
    [new ForbiddenError('Not yours.'), 403],
    [new NotFoundError('No such thing.'), 404],
    [new ConflictError('Already there.'), 409],
    [new RuleRefusedError('Not sold.'), 422],
    [new RateLimitedError('Too many.'), 429],
    [new PaymentFailedError('The provider failed.'), 502],
  ])('answers %s with its status and SPEC’s shape', async (error, status) => {
    expect(await answerTo(error)).toEqual({
      status,
      body: { status: false, message: error.message },
      retryAfter: undefined,
    });
  });

  it('carries the field messages as `errors` and the details beside the message', async () => {
    const error = new InvalidInputError(
      'The code is incorrect.',
      { otp: ['The code is incorrect.'] },
      { remaining_attempts: 2 },
    );
    expect(await answerTo(error)).toMatchObject({
      status: 400,
      body: {
        status: false,
        message: 'The code is incorrect.',
        errors: { otp: ['The code is incorrect.'] },
        remaining_attempts: 2,
      },
    });
  });

  it('keeps a fault’s own message inside the process, and names its request for support', async () => {
    expect(await answerTo(new Error('connection to 10.0.0.5 refused'))).toEqual({
      status: 500,
      body: { status: false, message: GENERIC_ERROR_MESSAGE, request_id: 'req-7' },
      retryAfter: undefined,
    });
  });

  it.each([
    'ECONNREFUSED',
    'CONNECTION_CLOSED',
    'CONNECT_TIMEOUT',
    '57P01', // terminated by an administrator (a restart)
    '57P03', // still starting up
    '08006', // connection failure
  ])('answers the database out of reach (%s) with 503, a message and when to try again', async (code) => {
    expect(await answerTo(failedQuery(code))).toEqual({
      status: 503,
      body: { status: false, message: UNAVAILABLE_MESSAGE, request_id: 'req-7' },
      retryAfter: '5',
    });
  });

  it('answers a request past its time limit with 503 while its work still waits, not with a hang', async () => {
    const app = Fastify({ genReqId: () => 'req-7', handlerTimeout: 20 });
    await app.register(errorHandler);
    let release = () => {};
    // A handler waiting on something that does not answer, as a query queued for a database that is away.
    app.get('/', () => new Promise<void>((resolve) => (release = resolve)));
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect({
        status: response.statusCode,
        body: response.json<unknown>(),
        retryAfter: response.headers['retry-after'],
      }).toEqual({
        status: 503,
        body: { status: false, message: UNAVAILABLE_MESSAGE, request_id: 'req-7' },
        retryAfter: '5',
      });
    } finally {
      release();
      await app.close();
    }
  });

  it('gives every API call of the app its time limit, and a PDF upload an upload’s', async () => {
    const t = await createTestApp({ requestTimeLimitMs: 1_234 });
    const limits = new Map<string, number>();
    t.app.addHook('onResponse', async (request) => {
      limits.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.handlerTimeout);
    });
    try {
      await t.app.inject({ method: 'GET', url: '/api/reports/report-types' });
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/reports/',
        headers: { 'content-type': 'application/pdf' },
      });
      expect(Object.fromEntries(limits)).toEqual({
        'GET /api/reports/report-types': 1_234,
        'POST /api/admin/reports/': UPLOAD_TIME_LIMIT_MS,
      });
    } finally {
      await t.close();
    }
  });

  it('answers the file store out of reach with 503 and its own message, not as the database', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(await answerTo(new FileStoreUnavailableError(refused))).toEqual({
      status: 503,
      body: { status: false, message: FILES_UNAVAILABLE_MESSAGE, request_id: 'req-7' },
      retryAfter: '5',
    });
  });

  it('answers a query the database refused (not an outage) as a fault', async () => {
    // 23505: a unique violation no service caught is a fault of the code, not a moment's outage.
    expect(await answerTo(failedQuery('23505'))).toMatchObject({ status: 500, retryAfter: undefined });
  });
});

describe('the router’s own refusals (issue 14 fuzzing)', () => {
  it('answers a malformed or over-long path in SPEC’s shape, without echoing it', async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    await app.register(errorHandler);
    app.get('/items/:id/', () => ({ status: true }));
    const malformed = await app.inject({ method: 'GET', url: '/items/%E0%A4%A/' });
    const overLong = await app.inject({ method: 'GET', url: `/items/${'9'.repeat(101)}/` });
    await app.close();
    expect({ status: malformed.statusCode, body: malformed.json() }).toEqual({
      status: 400,
      body: { status: false, message: 'The address of the request is not valid.' },
    });
    expect({ status: overLong.statusCode, body: overLong.json() }).toEqual({
      status: 414,
      body: { status: false, message: 'A part of the address of the request is too long.' },
    });
  });
});
