import { startTestServer, TEST_ACCOUNTS, type TestApp } from '@firm/api/testing';
import { AdminReportMessages, CorrectionNoticeMessages } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackOfficeApiClient, createMemorySession } from '../src/index.js';

let server: TestApp & { baseUrl: string };
let admin: ReturnType<typeof createBackOfficeApiClient>['admin'];

/** A client signed in through the API as the account. */
async function signedIn(account: { email: string; password: string }) {
  const session = createMemorySession();
  const client = createBackOfficeApiClient({ baseUrl: server.baseUrl, session });
  const answer = await client.login(account);
  if (!answer.status) throw new Error('sign-in failed');
  session.write({ accessToken: answer.data.access });
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedIn(TEST_ACCOUNTS.admin)).admin;
});
afterAll(async () => {
  await server.close();
});

/**
 * A PDF of this test's own: a demo report's file with a comment after its end, which readers skip. Its bytes (and so
 * its hash) are new, so replacing it removes no file another test database shares.
 */
async function freshPdf(label: string): Promise<Blob> {
  const demo = (await admin.reports({ page: 1 })).data[0]!;
  const bytes = await (await admin.reportFile(demo.id)).arrayBuffer();
  return new Blob([bytes, `\n% ${label} ${Math.random()}\n`], { type: 'application/pdf' });
}

const pdfFile = async (label: string) =>
  new File([await freshPdf(label)], `${label}.pdf`, { type: 'application/pdf' });

describe("a report's PDF replaced, then a correction notice (issue 42)", () => {
  it('replaces the file with PUT and tells the member who downloaded the earlier one, once', async () => {
    const member = await signedIn(TEST_ACCOUNTS.demoClient);
    const { report_type: type } = (await member.reportLibrary({ status: 'active' })).data[0]!.reports[0]!;
    const uploaded = await admin.uploadReport(type, await pdfFile('first'), { quiet: true });
    expect(uploaded.data.file_replaced_at).toBeNull();
    const { url } = await member.reportFileUrl({ id: uploaded.data.id, operation: 'download' });
    const download = await fetch(url.replace(/^http:\/\/[^/]+/, server.baseUrl.replace(/\/api\/$/, '')));
    expect(download.status).toBe(200);
    // The server's clock stands still: the replacement comes a minute after the download.
    server.clock.advance(60_000);

    const corrected = await freshPdf('corrected');
    const replaced = await admin.replaceReportFile(uploaded.data.id, corrected, 'corrected.pdf');
    expect(replaced.message).toBe(AdminReportMessages.replaced('corrected.pdf'));
    expect(replaced.data).toMatchObject({ id: uploaded.data.id, name: uploaded.data.name });
    expect(replaced.data.file_replaced_at).toEqual(expect.any(String));

    const again = await admin
      .replaceReportFile(uploaded.data.id, corrected, 'corrected.pdf')
      .catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, serverMessage: AdminReportMessages.sameFile });

    expect((await admin.correctionNotice(uploaded.data.id)).data).toEqual({
      report_id: uploaded.data.id,
      file_replaced_at: replaced.data.file_replaced_at,
      recipients: 1,
      sent_at: null,
      sent_to: 0,
    });
    const sent = await admin.sendCorrectionNotice(uploaded.data.id, { note: 'Table 2 corrected.' });
    expect(sent.message).toBe(CorrectionNoticeMessages.sent(1));
    expect(sent.data).toMatchObject({ sent_at: expect.any(String) as string, sent_to: 1 });

    const twice = await admin.sendCorrectionNotice(uploaded.data.id).catch((error: unknown) => error);
    expect(twice).toMatchObject({ status: 409, serverMessage: CorrectionNoticeMessages.alreadySent });
  });

  it("rejects with the server's message: a file never replaced, another report's file, no such report", async () => {
    const [first, second] = (await admin.reports({ page: 1 })).data;
    const untouched = await admin.sendCorrectionNotice(second!.id).catch((error: unknown) => error);
    expect(untouched).toMatchObject({ status: 422, serverMessage: CorrectionNoticeMessages.notReplaced });

    const taken = await admin
      .replaceReportFile(second!.id, await admin.reportFile(first!.id), 'taken.pdf')
      .catch((error: unknown) => error);
    expect(taken).toMatchObject({
      status: 409,
      serverMessage: AdminReportMessages.fileOfAnother(first!.id, first!.name),
    });

    const missing = await admin.correctionNotice(2_000_000_000).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, serverMessage: AdminReportMessages.notFound });
  });
});
