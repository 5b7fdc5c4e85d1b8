import { readFile } from 'node:fs/promises';
import { TaxRateMessages } from '@firm/domain';
import { FINANCE } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test } from './fixtures';
import { pdfText } from './pdf-text';
import { addToCart, SANDBOX_CARD } from './purchases';
import { signInByApi } from './sign-in';

const COFFEE = 'Coffee Weekly Report';

/**
 * Issue 46, point 4: finance keeps a tax rate in the back office; a buyer without billing details sees it added at
 * checkout for the country they choose, pays the total with it by card, and the receipt prints it by rate.
 */
test('finance adds a tax rate; a buyer in that country pays it at checkout and the receipt prints it', async ({
  page,
}) => {
  await signInByApi(page, FINANCE);
  await page.goto('/admin-dashboard/tax-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax rates' })).toBeVisible();
  // The demo's rates.
  await expect(page.getByRole('rowheader', { name: 'United Kingdom' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'United States, NY' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New tax rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tax rate' });
  await dialog.getByLabel('Country').selectOption({ label: 'Chile' });
  await dialog.getByLabel(/^Rate/).fill('19.5');
  // Without a name the form says what to write, and nothing is sent.
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  const name = dialog.getByLabel(/^Name on invoices/);
  await expect(name).toHaveAccessibleDescription(new RegExp(TaxRateMessages.labelRequired));
  await expectNoAxeViolations(page);
  await name.fill('IVA');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Chile/ })).toContainText('19.5%');

  const buyer = await enrolThroughApi(page.request);
  await signInByApi(page, buyer);
  await addToCart(page, COFFEE);
  await page.goto('/checkout');
  await expect(
    page.getByText('Tax, where it applies, is added at checkout for your billing country.'),
  ).toBeVisible();
  await page.goto('/billing');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  // The form starts with the country of the buyer's profile, which has no rate: no tax yet.
  await expect(summary).toContainText('Tax$0');
  await page.getByLabel('Name', { exact: true }).fill('Camila Rojas');
  await page.getByLabel('Company', { exact: true }).fill('Rojas Cacao SpA');
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Country', { exact: true }).selectOption('Chile');
  await expect(summary.getByRole('definition').filter({ hasText: '$380.25' })).toBeVisible();
  await expect(summary).toContainText('IVA 19.5%');
  await expect(summary).toContainText('$2,330.25');
  await page.getByLabel('Zip code').fill('8320000');
  await page.getByLabel('Card number').fill(SANDBOX_CARD.number);
  await page.getByLabel('Expiry (MM / YY)').fill(SANDBOX_CARD.expiry);
  await page.getByLabel('CVC').fill(SANDBOX_CARD.cvc);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/success-page\?order=SO-\d{4}-\d{6}$/);
  const orderNumber = /SO-\d{4}-\d{6}/.exec(page.url())![0];

  await page.goto('/client/profile/billing');
  const row = page
    .getByRole('table', { name: 'Orders and invoices' })
    .getByRole('row', { name: new RegExp(COFFEE) });
  await expect(row).toContainText('$2,330.25');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download receipt ${orderNumber} (PDF)` }).click();
  const receipt = pdfText(await readFile(await (await download).path()));
  expect(receipt).toContain('IVA 19.5%');
  expect(receipt).toContain('$380.25');
  expect(receipt).toContain('$2,330.25');

  // Finance removes the rate again: Chile is charged no tax from now on.
  await signInByApi(page, FINANCE);
  await page.goto('/admin-dashboard/tax-rates');
  await page.getByRole('button', { name: 'Remove the rate of Chile' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the rate of Chile?' });
  await confirm.getByRole('button', { name: 'Remove rate' }).click();
  await expect(page.getByRole('rowheader', { name: 'Chile' })).toHaveCount(0);
});
