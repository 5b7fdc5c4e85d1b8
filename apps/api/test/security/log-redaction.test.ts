import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/platform/files/file-store.js';
import { createTestApp, testFileStore, type TestApp } from '../support/index.js';
import { addOrganisation, addReport, bearerHeaders, subscribe } from '../support/report-fixtures.js';

/**
 * Issue 14, point 9: a signed file link is a key to a report for five minutes, so the request log keeps its path
 * but never its signature, in the access log and in the error log alike. Likewise an invitation link's token
 * (issue 15), which travels in the path.
 */
const lines: string[] = [];
let t: TestApp;
let reportId: number;
/** Whether the file store fails, so the file link's request ends in a logged server error. */
let storeFails = false;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const { files } = await testFileStore();
  const failingStore: FileStore = {
    ...files,
    get: (key) => (storeFails ? Promise.reject(new Error('the disk is gone')) : files.get(key)),
  };
  // The server's logger (createLogger), as server.ts makes it, writing here.
  t = await createTestApp({ files: failingStore, logger: { stream } });
  reportId = await addReport(t.database.db, t.files, { type: 'Coffee Weekly Report', name: 'Coffee' });
  const { tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
  await subscribe(t.database.db, tenantId, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t?.close();
});

/** A fresh signed link to the report, as the path and query a browser requests. */
async function signedLink() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reports/generate-presigned-url/',
    headers: await bearerHeaders(t.app, 'ana@roasters.test'),
    payload: { id: reportId, operation: 'view' },
  });
  const url = new URL(response.json<{ url: string }>().url);
  return { path: `${url.pathname}${url.search}`, signature: url.searchParams.get('signature')! };
}

describe('signed file links in the request log', () => {
  it('logs the request for a file link without its signature', async () => {
    lines.length = 0;
    const link = await signedLink();
    expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(200);

    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain(`/api/reports/files/${reportId}/?operation=view&`);
    expect(output).toContain('signature=[redacted]');
    expect(output).not.toContain(link.signature);
  });

  it('logs a file link that fails with a server error without its signature', async () => {
    lines.length = 0;
    const link = await signedLink();
    storeFails = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(500);
    } finally {
      storeFails = false;
    }

    const output = lines.join('');
    expect(output).toContain('request failed');
    expect(output).toContain('the disk is gone');
    expect(output).not.toContain(link.signature);
  });
});

describe('invitation links in the request log (issue 15)', () => {
  it('logs the request for an invitation link without its token', async () => {
    lines.length = 0;
    const token = 'Inv1tat10nT0ken_of-43-characters-xxxxxxxxxx';
    expect(token).toHaveLength(43);
    const preview = await t.app.inject({ method: 'GET', url: `/api/team/invitations/${token}/` });
    expect(preview.statusCode).toBe(404);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${token}/accept/`,
      payload: { first_name: 'Ivy', last_name: 'Invitee', password: 'Joined@2026' },
    });
    expect(accept.statusCode).toBe(404);
    const output = lines.join('');
    expect(output).toContain('/api/team/invitations/[redacted]/accept/');
    expect(output).not.toContain(token);
  });
});
