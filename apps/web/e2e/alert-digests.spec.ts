import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CLIENT, EDITOR } from './accounts';
import { expect, test } from './fixtures';
import { mailsMatching, outboxNow } from './outbox';
import { startOwnServer, type OwnServer } from './own-server';
import { reportTypeId } from './purchases';
import { onePagePdf } from './reports-upload';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 7;
const ZONE = 'Atlantic/Reykjavik'; // UTC all year: 07:00 there is 07:00Z.

/** 06:50 UTC tomorrow (real time): the server's clock starts there, ten minutes before the digest is due. */
function tomorrowAt(time: string): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
  return `${tomorrow}T${time}Z`;
}

let server: OwnServer | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'firm-e2e-digest-'));
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('Alerts: a member switches a type to the daily digest; the digest arrives at 07:00 in their time zone (the clock moved)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ port: PORT, dataDir, clockStart: tomorrowAt('06:50:00') });
  const origin = server.origin;

  // The demo client chooses the daily digest for the first type they read, in a zone of their choice.
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(DEMO_CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${origin}/client/profile`);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const first = notifications
    .getByRole('group', { name: 'How often to hear about new reports' })
    .getByRole('combobox')
    .first();
  const typeName = (
    await first.evaluate((select) => (select as HTMLSelectElement).labels?.[0]?.textContent ?? '')
  ).trim();
  await first.selectOption({ label: 'Daily digest' });
  await notifications.getByRole('combobox', { name: 'Time zone' }).selectOption(ZONE);
  await notifications.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(notifications.getByRole('status')).toHaveText('Your notification settings are saved.');

  // An editor publishes a report of that type at 06:5x.
  const login = await page.request.post(`${origin}/api/accounts/clientlogin/`, { data: EDITOR });
  const editor = {
    authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}`,
  };
  const typeId = await reportTypeId(page.request, typeName, origin);
  const stamp = String(Date.now()).slice(-8);
  const uploaded = await page.request.post(
    `${origin}/api/admin/reports/?type=${typeId}&file_name=${encodeURIComponent(`digest check ${stamp}.pdf`)}`,
    {
      headers: { ...editor, 'content-type': 'application/pdf' },
      data: onePagePdf(`Digest check ${stamp}: certified stocks fall for a sixth week.`),
    },
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const isDigest = (mail: string) =>
    /^To: client@softline\.example\s*$/im.test(mail) && /^Subject: Your daily digest/im.test(mail);
  expect((await outboxNow(dataDir)).filter(isDigest)).toEqual([]);

  // The server stops and starts again with its clock past 07:00: the digest leaves.
  await server.stop();
  server = await startOwnServer({ port: PORT, dataDir, clockStart: tomorrowAt('07:00:30') });
  const [digest] = await mailsMatching(isDigest, { dataDir, about: 'the daily digest' });
  expect(digest).toContain('Subject: Your daily digest: 1 new report');
  expect(digest).toContain(`Digest Check ${stamp}`);
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/m);
});
