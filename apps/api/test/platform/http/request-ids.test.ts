import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../../src/platform/http/error-handler.js';
import { createTestApp } from '../../support/index.js';

/** A test app whose log lines are kept, parsed. */
async function appWithLogLines() {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const t = await createTestApp({ logger: { level: 'info', stream } });
  return { t, lines, raw };
}

describe('request ids (issue 45)', () => {
  it('gives every API answer its own id, never one the caller chose', async () => {
    const t = await createTestApp();
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/health/' });
      const second = await t.app.inject({
        method: 'GET',
        url: '/api/reports/report-types',
        headers: { 'x-request-id': 'chosen-by-caller' },
      });
      const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
      for (const id of ids) expect(id).toMatch(/^[\w-]{11}$/);
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await t.close();
    }
  });

  it("names the request in a fault's answer and in every line logged during its work, the services' too", async () => {
    const { t, lines, raw } = await appWithLogLines();
    try {
      // What a service does inside a request: log through the one logger, which does not know the request.
      t.app.get('/api/test-fault/', () => {
        t.app.log.info({ step: 'reading' }, 'a service logs without the request');
        throw new Error('the disk is full');
      });
      const answer = await t.app.inject({ method: 'GET', url: '/api/test-fault/' });
      const requestId = String(answer.headers['x-request-id']);
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ status: false, message: GENERIC_ERROR_MESSAGE, request_id: requestId });

      const serviceLine = lines.find((line) => line.msg === 'a service logs without the request');
      const faultLine = lines.find((line) => line.msg === 'request failed');
      expect(serviceLine).toMatchObject({ request_id: requestId, step: 'reading' });
      expect(faultLine).toMatchObject({ request_id: requestId });
      // Every line from its arrival on names the request (received, the service's, the fault, answered), each once.
      const ofRequest = raw.slice(raw.findIndex((line) => line.includes('"incoming request"')));
      expect(ofRequest).toHaveLength(4);
      for (const line of ofRequest) expect(line.split(`"request_id":"${requestId}"`)).toHaveLength(2);

      // Work outside any request (a job, the start) names none.
      t.app.log.info('between requests');
      expect(lines.at(-1)).not.toHaveProperty('request_id');
    } finally {
      await t.close();
    }
  });
});
