import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS } from './support/index.js';

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const t = await createTestApp({
      logger: { level: 'trace', stream },
    });
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/clientlogin/',
        payload: TEST_ACCOUNTS.demoClient,
      });
      const { access, refresh } = login.json().data;
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/summary/',
        headers: { authorization: `Bearer ${access}` },
      });
      t.app.log.info({ body: { password: 'hunter22', refresh } }, 'a handler logged a body');

      const output = lines.join('');
      expect(output).toContain('a handler logged a body');
      expect(output).toContain('[redacted]');
      for (const secret of [TEST_ACCOUNTS.demoClient.password, 'hunter22', access, refresh]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
