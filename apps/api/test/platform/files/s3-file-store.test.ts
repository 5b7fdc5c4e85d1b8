import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStoreUnavailableError } from '../../../src/platform/files/file-store.js';
import { createS3FileStore } from '../../../src/platform/files/s3-file-store.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  bearerHeaders,
  pdfWithText,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';
import { startTestS3, type TestS3 } from '../../support/s3.js';
import { describeFileStoreContract } from './file-store-contract.js';
import { CLI_OPERATOR } from '../../../src/cli/commands/reports-import.js';

describeFileStoreContract('S3 file store', async () => {
  const s3 = await startTestS3();
  return { files: createS3FileStore(s3.options), close: () => s3.close() };
});

describe('S3 file store behind the app', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ files: createS3FileStore(s3.options) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('fails clearly when the bucket does not exist', async () => {
    const files = createS3FileStore({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(files.put('reports/a.pdf', new Uint8Array([1]))).rejects.toThrow(/bucket/i);
  });

  it('says it cannot be reached while the server is down, and serves again once it is back', async () => {
    const files = createS3FileStore(s3.options);
    await files.put('reports/outage.pdf', new Uint8Array([7]));
    await s3.stop();
    try {
      await expect(files.get('reports/outage.pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError);
      await expect(files.put('reports/other.pdf', new Uint8Array([8]))).rejects.toBeInstanceOf(
        FileStoreUnavailableError,
      );
    } finally {
      await s3.start();
    }
    expect([...(await files.get('reports/outage.pdf'))]).toEqual([7]);
  });

  it('serves a report imported into S3 through a signed link', async () => {
    const { db } = t.database;
    const { outcome, report: imported } = await t.services.adminReports.upload(CLI_OPERATOR, {
      reportTypeId: await reportTypeId(db, 'Coffee Weekly Report'),
      bytes: await pdfWithText('Arabica in S3. Certified stocks fell again.'),
      fileName: '2025-10-14 Arabica in S3.pdf',
    });
    expect(outcome).toBe('imported');
    const organisation = await addOrganisation(db, 'Bucket Roasters', ['ana@bucket.test']);
    await subscribe(db, organisation.tenantId, 'Coffee Weekly Report');

    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/reports/generate-presigned-url/',
      headers: await bearerHeaders(t.app, 'ana@bucket.test'),
      payload: { id: imported.id, operation: 'download' },
    });
    expect(presigned.statusCode).toBe(200);
    const url = new URL(presigned.json<{ url: string }>().url);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(file.rawPayload), { mergePages: true });
    expect(text).toContain('Arabica in S3.');
    expect(text).toContain('Licensed to Bucket Roasters - ana@bucket.test -');
  });
});
