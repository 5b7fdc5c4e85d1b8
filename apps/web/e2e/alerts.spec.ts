import { EDITOR } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test } from './fixtures';
import { mailsMatching } from './outbox';
import { grantType, onePagePdf } from './reports-upload';
import { signInByApi, signOut } from './sign-in';

/** A type no other browser test counts; in-depth, so its alerts start on the weekly digest. */
const TYPE = 'Orange Juice In-Depth Report';

test('Alerts: a member asks to hear at once; an editor uploads; the mail’s link opens the report after sign-in, and its unsubscribe link turns the type off', async ({
  page,
}) => {
  const client = await enrolThroughApi(page.request);
  await grantType(page, client.email, TYPE);

  // The member's Notifications: the in-depth type starts on the weekly digest; they choose 'At once'.
  await signInByApi(page, client);
  await page.goto('/client/profile');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const frequency = notifications.getByRole('combobox', { name: TYPE });
  await expect(frequency).toHaveValue('weekly');
  await expectNoAxeViolations(page);
  await frequency.selectOption({ label: 'At once' });
  await notifications.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(notifications.getByRole('status')).toHaveText('Your notification settings are saved.');
  await signOut(page);

  const stamp = String(Date.now()).slice(-8);
  const reportName = `Juice Alert ${stamp} — 11 January 2019`;
  await signInByApi(page, EDITOR);
  await page.goto('/admin-dashboard/');
  const panel = page.getByRole('region', { name: 'Upload reports' });
  await panel.getByLabel('Report type').selectOption({ label: TYPE });
  await panel.getByLabel('PDF files').setInputFiles({
    name: `2019-01-11 juice alert ${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Juice alert ${stamp}: Brazilian orange crop estimate cut after drought.`),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('list', { name: 'Uploads' })).toContainText('Imported:');
  await signOut(page);

  const recipient = new RegExp(`^To: ${client.email.replace(/[.+]/g, '\\$&')}\\s*$`, 'im');
  const [mail] = await mailsMatching(
    // The subject holds a dash, so its header is encoded: the body names the report.
    (text) => recipient.test(text) && text.includes(`has published a new ${TYPE}: ${reportName}`),
    { about: 'the new report’s alert' },
  );
  expect(mail).toContain('Brazilian orange crop estimate cut after drought');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/m);
  expect(mail).not.toMatch(/Content-Disposition: attachment/i);
  const reportPath = /https?:\/\/[^/\s]+(\/client\/reports\/\d+)/.exec(mail!)![1]!;

  // The back office shows who was told, and when.
  await signInByApi(page, EDITOR);
  await page.goto('/admin-dashboard/');
  await page.getByRole('searchbox', { name: 'Search name or summary' }).fill(`Alert ${stamp}`);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: reportName, exact: true }) });
  await expect(row).toContainText('1 member told, last');
  await expectNoAxeViolations(page);
  await signOut(page);

  // Signed out, the link asks for a sign-in, then shows the report.
  await page.goto(reportPath);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/client\/report-library\?report=\d+$/);
  await expect(page.getByText('Showing the report you were sent.')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2, name: reportName })).toBeVisible();
  // It came after the member's previous visit (the sign-in that chose 'At once').
  await expect(cards.getByText('New', { exact: true })).toBeVisible();
  await signOut(page);

  // The unsubscribe link asks first, then turns the type off without a sign-in.
  const unsubscribePath = /https?:\/\/[^/\s]+(\/unsubscribe\?token=[^\s]+)/.exec(mail!)![1]!;
  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these alerts' })).toBeVisible();
  await expect(
    page.getByText(`${client.email} hears about new ${TYPE} reports: at once.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts turned off' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`You will no longer receive alerts about ${TYPE}.`);

  // A link changed by one character says so and changes nothing.
  await page.goto(unsubscribePath.slice(0, -1) + (unsubscribePath.endsWith('A') ? 'B' : 'A'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expectNoAxeViolations(page);

  await signInByApi(page, client);
  await page.goto('/client/profile');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('combobox', { name: TYPE }),
  ).toHaveValue('off');
});
