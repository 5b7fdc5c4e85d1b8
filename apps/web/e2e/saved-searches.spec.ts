import { DEMO_CLIENT, EDITOR } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { mailsMatching } from './outbox';
import { onePagePdf } from './reports-upload';
import { signInByApi, signOut } from './sign-in';

/** The type alerts.spec.ts uploads to: no other browser test counts its reports. */
const TYPE = 'Orange Juice In-Depth Report';

/** A word of the demo reports' market commentary, found in several coffee reports. */
const WORD = 'arabica';

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: "Search the reports' contents" }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
}

test('Saved searches: a client saves an archive search as a daily digest, then renames, changes and deletes it on the profile', async ({
  page,
}) => {
  await signInByApi(page, DEMO_CLIENT);
  await page.goto('/client/report-archives');
  // Nothing to save before a search shows.
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  await searchFor(page, WORD);

  const opener = page.getByRole('button', { name: 'Save this search' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(WORD);
  await expect(dialog.getByRole('combobox', { name: 'How often' })).toHaveValue('immediate');
  await expectNoAxeViolations(page);

  // Escape closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await name.fill('Arabica news');
  await dialog.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'Daily digest' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('status').filter({ hasText: 'Search saved.' });
  await expect(saved).toHaveText(
    /^Search saved\. New reports it finds will reach you by mail\.\s*Manage saved searches$/,
  );
  await saved.getByRole('link', { name: 'Manage saved searches' }).click();

  await expect(page).toHaveURL(/\/client\/profile#saved-searches$/);
  const section = page.getByRole('region', { name: 'Saved searches' });
  await expect(section.getByText('1 of 50 saved searches')).toBeVisible();
  const item = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Arabica news' }) });
  await expect(item.getByText('Daily digest')).toBeVisible();
  await expect(item.getByText('All report types')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Open in the archive' })).toHaveAttribute(
    'href',
    `/client/report-archives?pdf_search=${WORD}`,
  );
  await expectNoAxeViolations(page);

  // Renamed, and weekly instead.
  await item.getByRole('button', { name: 'Edit' }).click();
  const form = section.getByRole('form', { name: 'Edit Arabica news' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Name' }).fill('Arabica weekly');
  await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'Weekly digest' });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText('Your saved search is changed.');
  const renamed = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Arabica weekly' }) });
  await expect(renamed.getByText('Weekly digest')).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Edit' })).toBeFocused();

  // Deleted after a second step.
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed.getByRole('button', { name: 'Keep' })).toBeFocused();
  await renamed.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(section.getByRole('status')).toHaveText('Your saved search is deleted.');
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(section).toContainText(
    'You have no saved searches yet. Search the archive and choose Save this search to hear about new reports it finds.',
  );
  await expectNoAxeViolations(page);
});

test('Saved searches: a visitor searching the archive is offered no Save this search', async ({ page }) => {
  await page.goto(`/report-archives?pdf_search=${WORD}`);
  await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
});

test('Saved searches: a report an editor uploads reaches the search’s mail, titled only for a member without the type, and its link deletes the search', async ({
  page,
}) => {
  const client = await enrolThroughApi(page.request);
  const stamp = String(Date.now()).slice(-8);
  const word = `quokkanomics${stamp}`;

  await signInByApi(page, client);
  await page.goto(`/client/report-archives?pdf_search=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Watch ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  await signOut(page);

  await signInByApi(page, EDITOR);
  await page.goto('/admin-dashboard/');
  const panel = page.getByRole('region', { name: 'Upload reports' });
  await panel.getByLabel('Report type').selectOption({ label: TYPE });
  await panel.getByLabel('PDF files').setInputFiles({
    name: `2019-02-08 saved search ${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: onePagePdf(`Saved search ${stamp}: the ${word} of orange juice futures.`),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('list', { name: 'Uploads' })).toContainText('Imported:');
  await signOut(page);

  const recipient = new RegExp(`^To: ${client.email.replace(/[.+]/g, '\\$&')}\\s*$`, 'im');
  const [mail] = await mailsMatching(
    (text) => recipient.test(text) && text.includes(`for your saved search 'Watch ${stamp}'`),
    { about: 'the saved search’s mail' },
  );
  // The member holds no seat of the type: the report's title and 'subscribe to read', never its words.
  expect(mail).toContain('subscribe to read');
  expect(mail).not.toContain('of orange juice futures');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/m);

  const unsubscribePath = /https?:\/\/[^/\s]+(\/unsubscribe\?token=[^\s]+)/.exec(mail!)![1]!;
  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop these alerts' })).toBeVisible();
  await expect(page.getByText(`the saved search ‘Watch ${stamp}’ finds`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `You will no longer receive alerts about your saved search 'Watch ${stamp}' (it is deleted).`,
  );

  await signInByApi(page, client);
  await page.goto('/client/profile');
  await expect(page.getByRole('region', { name: 'Saved searches' })).toContainText(
    'You have no saved searches yet.',
  );
});
