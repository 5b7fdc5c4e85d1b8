import { EDITOR } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { pdfText } from './pdf-text';
import { grantType, onePagePdf } from './reports-upload';
import { signIn, signInByApi, signOut } from './sign-in';

/**
 * The tab `opener` opens next, and the address of the file it was given: a browser with a PDF viewer shows it there;
 * one without (the headless shell the tests drive) hands it over as a download, which can come before the tab's own
 * `popup` promise settles. So the listeners go on the tab as it appears.
 */
function nextPreview(opener: Page): Promise<{ tab: Page; address: string }> {
  return new Promise((resolve) => {
    opener.once('popup', (tab) => {
      const given = (address: string) => resolve({ tab, address });
      tab.once('download', (download) => given(download.url()));
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame() && frame.url().startsWith('blob:')) given(frame.url());
      });
      if (tab.url().startsWith('blob:')) given(tab.url());
    });
  });
}

/**
 * A type no other browser test reads or counts, so a report uploaded into it changes no other test's library: the
 * demo client does not hold it, and a client enrolled here is granted it.
 */
const TYPE = 'Orange Juice In-Depth Report';

test('Back office: an editor uploads a PDF into a report type; a subscribed client finds and downloads it', async ({
  page,
}) => {
  const client = await enrolThroughApi(page.request);
  await grantType(page, client.email, TYPE);

  const stamp = String(Date.now()).slice(-8);
  // Dated before every demo report, so it is the last of the library's pages other tests read from the first.
  const fileName = `2019-01-10 juice upload ${stamp}.pdf`;
  const reportName = `Juice Upload ${stamp} — 10 January 2019`;

  await signIn(page, EDITOR);
  // An editor lands on the reports, and sees no area of finance or the admins.
  await expect(page).toHaveURL(/\/admin-dashboard\/reports/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectNoAxeViolations(page);

  const panel = page.getByRole('region', { name: 'Upload reports' });
  await panel.getByLabel('Report type').selectOption({ label: TYPE });
  await panel.getByLabel('PDF files').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Juice upload ${stamp}: orange juice futures rally as greening spreads in Florida.`),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  const uploads = panel.getByRole('list', { name: 'Uploads' });
  await expect(uploads).toContainText(`Imported: ${fileName} is now report`);

  // The same file again is a duplicate, not a second report.
  await panel.getByLabel('PDF files').setInputFiles({
    name: `again-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Juice upload ${stamp}: orange juice futures rally as greening spreads in Florida.`),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(uploads).toContainText(`Duplicate: again-${stamp}.pdf is already report`);

  await page.getByRole('searchbox', { name: 'Search name or summary' }).fill(`Upload ${stamp}`);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  // The list's count (the upload panel has a status line of its own).
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
    `1 report matching “Upload ${stamp}”`,
  );
  await expect(page.getByRole('cell', { name: reportName, exact: true })).toBeVisible();

  // Staff preview the stored PDF in a new tab.
  const preview = nextPreview(page);
  await page.getByRole('button', { name: `Preview ${reportName}` }).click();
  const { tab, address } = await preview;
  expect(address).toMatch(/^blob:/);
  await tab.close();

  await signOut(page);
  await signInByApi(page, client);
  await page.goto('/client/report-library');
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(`Upload ${stamp}`);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: reportName }) });
  await expect(card).toBeVisible();

  const signed = page.waitForResponse('**/api/reports/generate-presigned-url/');
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: /^DOWNLOAD/ }).click();
  await popup;
  const { url } = (await (await signed).json()) as { url: string };
  const pdf = await page.request.get(url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment/);
  expect(pdfText(await pdf.body())).toContain(`Licensed to ${client.tenant}`);

  // Issue 42: the editor replaces the PDF the client downloaded, then tells the client with a correction notice.
  await signOut(page);
  await signInByApi(page, EDITOR);
  await page.goto(`/admin-dashboard/reports?q=${encodeURIComponent(`Upload ${stamp}`)}`);
  // Its name cell says more once the PDF is replaced.
  const row = page.getByRole('row').filter({ hasText: reportName });
  await expect(row).toBeVisible();
  const replaceButton = row.getByRole('button', { name: `Replace PDF of ${reportName}` });
  await replaceButton.click();
  const replace = page.getByRole('dialog', { name: `Replace the PDF of “${reportName}”` });
  await replace.getByLabel('New PDF').setInputFiles({
    name: `corrected-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Juice upload ${stamp}, corrected: orange juice futures rally as greening spreads.`),
  });
  await replace.getByRole('button', { name: 'Replace PDF' }).click();
  await expect(replace.getByRole('status')).toContainText(
    `corrected-${stamp}.pdf replaces the report's PDF.`,
  );
  await replace.getByRole('button', { name: 'Done' }).click();
  await expect(replace).toBeHidden();
  await expect(replaceButton).toBeFocused();
  await expect(row).toContainText('PDF replaced on');

  await row.getByRole('button', { name: `Correction notice for ${reportName}` }).click();
  const notice = page.getByRole('dialog', { name: `Correction notice for “${reportName}”` });
  await expect(notice).toContainText('1 member downloaded an earlier file.');
  await expectNoAxeViolations(page);
  await notice.getByRole('textbox', { name: 'Note to readers' }).fill('The Florida figures were corrected.');
  await notice.getByRole('button', { name: 'Send correction notice' }).click();
  await expect(notice.getByRole('button', { name: 'Yes, send it' })).toBeFocused();
  await notice.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(notice.getByRole('status')).toHaveText('A correction notice is on its way to 1 member.');
  await expect(notice).toContainText(/Correction notice sent on .+ to 1 member\./);
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
});
