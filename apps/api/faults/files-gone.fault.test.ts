import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_UNAVAILABLE_MESSAGE } from '../src/platform/http/error-handler.js';
import { pdfWithText } from '../test/support/report-fixtures.js';
import { startTestS3, type TestS3 } from '../test/support/s3.js';
import type { ServerProcess } from '../test/support/server-process.js';
import { jsonRequest, signInDemoAdmin, signInDemoClient, type DemoClient } from './support/demo-client.js';
import { startDeployment, type Deployment } from './support/deployment.js';
import { postgresPrograms } from './support/private-postgres.js';

/**
 * Issue 45, point 1: the S3-compatible file store goes away. Downloads and uploads answer 503 with a clear message,
 * nothing is half-imported (a report's file is stored before its row is written), and both work again once the
 * store is back, on the same server.
 */

const programs = await postgresPrograms();
const skipReason = 'missing' in programs ? programs.missing : null;
/** What the issue allows a call to take while a part is away. */
const ANSWER_WITHIN_MS = 5_000;

describe.skipIf(skipReason)(`the file store gone${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let deployment: Deployment;
  let s3: TestS3;
  let server: ServerProcess;
  let client: DemoClient;
  let admin: { authorization: string };
  let typeId: number;

  beforeAll(async () => {
    if ('missing' in programs) return;
    deployment = await startDeployment(programs.bindir);
    s3 = await startTestS3();
    server = await deployment.startServer(s3.env);
    client = await signInDemoClient(server.origin);
    admin = await signInDemoAdmin(server.origin);
    typeId = client.library.report_access[0]!;
  }, 180_000);

  afterAll(async () => {
    await deployment?.remove();
    await s3?.close();
  });

  /** A download of a report the client may read, through a fresh signed link. */
  async function download() {
    const report = client.library.data
      .flatMap((group) => group.reports)
      .find((candidate) => client.library.report_access.includes(candidate.report_type))!;
    const link = await fetch(
      `${server.origin}/api/reports/generate-presigned-url/`,
      jsonRequest({ id: report.id, operation: 'download' }, client.auth),
    );
    expect(link.status, await link.clone().text()).toBe(200);
    const { url } = (await link.json()) as { url: string };
    return timed(() => fetch(url.replace(/^https?:\/\/[^/]+/, server.origin)));
  }

  async function upload(fileName: string) {
    const body = await pdfWithText(
      `${fileName}: certified stocks and the spread, as the store came and went.`,
    );
    return timed(() =>
      fetch(`${server.origin}/api/admin/reports/?type=${typeId}&file_name=${encodeURIComponent(fileName)}`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/pdf' },
        body,
      }),
    );
  }

  async function timed(call: () => Promise<Response>) {
    const started = performance.now();
    const answer = await call();
    return { answer, ms: performance.now() - started };
  }

  const reportCount = async () =>
    (await deployment.sql<{ count: number }[]>`select count(*)::int as count from reports`)[0]!.count;

  it('answers downloads and uploads with a clear message while it is away, and keeps nothing of the upload', async () => {
    expect((await download()).answer.status).toBe(200);
    const before = await reportCount();
    await s3.stop();
    try {
      for (const { answer, ms } of [await download(), await upload('2026-12-04 Store away.pdf')]) {
        expect({ status: answer.status, body: await answer.json() }).toMatchObject({
          status: 503,
          body: { status: false, message: FILES_UNAVAILABLE_MESSAGE },
        });
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
      expect(await reportCount()).toBe(before);
      expect(server.lines.some((line) => line.msg === 'file store unavailable')).toBe(true);
    } finally {
      await s3.start();
    }
  });

  it('downloads and uploads again once it is back, on the same server', async () => {
    const before = await reportCount();
    const downloaded = await download();
    expect(downloaded.answer.status).toBe(200);
    expect(downloaded.answer.headers.get('content-type')).toBe('application/pdf');
    const uploaded = await upload('2026-12-04 Store back.pdf');
    expect(uploaded.answer.status, await uploaded.answer.clone().text()).toBe(201);
    expect(await reportCount()).toBe(before + 1);
  });
});
