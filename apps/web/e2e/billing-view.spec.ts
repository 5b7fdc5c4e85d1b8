import { readFile } from 'node:fs/promises';
import {
  BillingProfileMessages,
  BillingViewMessages,
  PurchaseOrderMessages,
  RenewalPoMessages,
} from '@firm/domain';
import { ADMIN, FINANCE } from './accounts';
import { expectNoAxeViolations } from './axe';
import { apiHeaders } from './client-api';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { pdfText } from './pdf-text';
import { addToCart, buyByCard, SANDBOX_CARD as CARD } from './purchases';
import { signInByApi } from './sign-in';

/**
 * The billing view under Profile (issue 17): a client like the demo's, who bought one report type by card and another
 * by invoice, downloads the invoice and pays it by card, turns auto-renew off and on again, and upgrades a tier,
 * charged to the card saved at purchase.
 */

const COFFEE = 'Coffee Weekly Report';
const COTTON = 'Cotton Weekly Report';
const UP_TO_3 = 'subscription_price_for_upto_3_user';

/** Orders the type by invoice through the API; answers the invoice number. */
async function orderByInvoice(page: Page, typeName: string): Promise<string> {
  const cart = await addToCart(page, typeName);
  const invoiced = await page.request.post('/api/reports/pay/by/invoice/', {
    headers: await apiHeaders(page),
    data: { cart: cart.data.map((line) => line.id), discount_price: 0 },
  });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  return ((await invoiced.json()) as { invoice_number: string }).invoice_number;
}

async function openBilling(page: Page) {
  await page.goto('/client/profile');
  await page.getByRole('link', { name: 'open Billing' }).click();
  await expect(page).toHaveURL(/\/client\/profile\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

test('a client downloads an invoice and pays it by card from the billing view', async ({ page }) => {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  const invoiceNumber = await orderByInvoice(page, COTTON);
  await openBilling(page);

  const row = page
    .getByRole('table', { name: 'Orders and invoices' })
    .getByRole('row', { name: new RegExp(COTTON) });
  await expect(row).toContainText('Awaiting payment');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  expect(pdfText(await readFile(await file.path()))).toContain(invoiceNumber);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Pay order/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Pay order/ });
  await dialog.getByLabel('Card number').fill(CARD.number);
  await dialog.getByLabel('Expiry (MM / YY)').fill(CARD.expiry);
  await dialog.getByLabel('CVC').fill(CARD.cvc);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /is paid/ })).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: /^Pay order/ })).toHaveCount(0);
  // An invoiced order keeps its invoice once paid; it never gets a receipt as well.
  await expect(row.getByRole('button', { name: /^Download receipt/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` })).toBeVisible();
  // The invoice paid starts the subscription.
  await expect(
    page.getByRole('table', { name: 'Subscriptions' }).getByRole('row', { name: new RegExp(COTTON) }),
  ).toBeVisible();
});

test('a client downloads the receipt of an order paid by card', async ({ page }) => {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  await buyByCard(page, COFFEE);
  await openBilling(page);

  const row = page
    .getByRole('table', { name: 'Orders and invoices' })
    .getByRole('row', { name: new RegExp(COFFEE) });
  await expect(row).toContainText('Paid');
  const orderNumber = (await row.getByRole('rowheader').textContent())?.match(/SO-\d{4}-\d+/)?.[0];
  expect(orderNumber).toMatch(/^SO-/);
  await expect(row.getByRole('button', { name: /^Download invoice/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download receipt ${orderNumber} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${orderNumber}-receipt.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('RECEIPT');
  expect(text).toContain(orderNumber!);
  expect(text).toContain(COFFEE);
  await expectNoAxeViolations(page);
});

test('a client turns auto-renew off and on, and upgrades a tier charged to the saved card', async ({
  page,
}) => {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  await buyByCard(page, COFFEE);
  await openBilling(page);

  const row = page
    .getByRole('table', { name: 'Subscriptions' })
    .getByRole('row', { name: new RegExp(COFFEE) });
  await expect(row).toContainText('Visa •••• 4242');
  const autoRenew = row.getByRole('switch', { name: new RegExp(`auto-renew of ${COFFEE}`) });
  await expect(autoRenew).toBeChecked();
  await autoRenew.click();
  const confirm = page.getByRole('alertdialog', { name: `Turn off auto-renew of ${COFFEE}?` });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Turn off auto-renew' }).click();
  await expect(page.getByRole('status').filter({ hasText: BillingViewMessages.autoRenewOff })).toBeVisible();
  await expect(autoRenew).not.toBeChecked();
  await expect(row).toContainText('Ends at period end');
  await autoRenew.click();
  await expect(page.getByRole('status').filter({ hasText: BillingViewMessages.autoRenewOn })).toBeVisible();
  await expect(autoRenew).toBeChecked();

  await row.getByRole('button', { name: `Change tier of ${COFFEE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the tier of ${COFFEE}` });
  await dialog.getByLabel('Tier').selectOption(UP_TO_3);
  await expect(dialog.getByText(/^You pay \$[\d,.]+ now/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Upgrade and pay \$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: BillingViewMessages.upgraded })).toBeVisible();
  await expect(row).toContainText('Up to 3 users');
  await expect(row).toContainText('1 of 3');
  await expect(
    page.getByRole('table', { name: 'Orders and invoices' }).getByRole('row', { name: /upgrade/i }),
  ).toContainText('Paid');
});

test('a client with nothing bought yet sees the empty billing view', async ({ page }) => {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  await page.goto('/client/profile/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText('Your organisation has no subscriptions yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a client gives the billing details invoices are made out to, checks out with the PO number they require; the back office corrects them, and finance refunds part of the paid invoice with a credit note', async ({
  page,
}) => {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  await openBilling(page);
  await page.getByRole('button', { name: 'Add billing details' }).click();
  const form = page.getByRole('form', { name: 'Edit billing details' });
  await expect(form.getByLabel('Legal name')).toBeFocused();
  await form.getByLabel('Legal name').fill('Roasters Trading GmbH');
  await form.getByLabel('Address line 1').fill('Speicherstadt 12');
  await form.getByLabel('City').fill('Hamburg');
  await form.getByLabel('Postal code').fill('20457');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('Tax ID kind').selectOption({ label: 'EU VAT number' });
  // A check digit wrong: the server's word is under the field, and nothing is saved.
  await form.getByLabel('Tax ID', { exact: true }).fill('DE 136 695 975');
  await form
    .getByLabel('Accounts-payable email addresses')
    .fill('ap@roasters.example\ninvoices@roasters.example');
  await form.getByLabel('Purchase order required').check();
  await form.getByRole('button', { name: 'Save' }).click();
  const taxId = form.getByLabel('Tax ID', { exact: true });
  await expect(taxId).toHaveAccessibleDescription(new RegExp(BillingProfileMessages.taxIdInvalid('eu_vat')));
  await expect(taxId).toBeFocused();
  await expectNoAxeViolations(page);
  await taxId.fill('DE 136 695 976');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: BillingProfileMessages.saved })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'EU VAT number DE136695976' })).toBeVisible();
  await expect(details.filter({ hasText: 'Required on every order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit billing details' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Checkout asks for the purchase-order number the organisation requires, and the invoice prints it.
  await addToCart(page, COTTON);
  await page.goto('/billing');
  await page.getByRole('group', { name: 'Payment method' }).getByText('PAY BY INVOICE').click();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  const po = page.getByLabel('Purchase order number');
  await expect(po).toHaveAccessibleDescription(new RegExp(PurchaseOrderMessages.required));
  await expect(po).toBeFocused();
  await expect(page).toHaveURL(/\/billing$/);
  await expectNoAxeViolations(page);
  await po.fill('PO-2026/0042');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/byinvoice$/);
  await openBilling(page);
  const row = page
    .getByRole('table', { name: 'Orders and invoices' })
    .getByRole('row', { name: new RegExp(COTTON) });
  await expect(row).toContainText('PO PO-2026/0042');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download invoice/ }).click();
  const invoice = pdfText(await readFile(await (await download).path()));
  expect(invoice).toContain('Purchase order');
  expect(invoice).toContain('PO-2026/0042');
  expect(invoice).toContain('Roasters Trading GmbH');
  expect(invoice).toContain('EU VAT number DE136695976');
  // The same invoice as an EN 16931 e-invoice for the accounts-payable system: CII XML with the PO and the VAT ID.
  const xmlDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: /^E-invoice INV-\d{4}-\d{6} \(XML\)$/ }).click();
  const eInvoice = await xmlDownload;
  expect(eInvoice.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.xml$/);
  const xml = await readFile(await eInvoice.path(), 'utf8');
  expect(xml).toContain('<rsm:CrossIndustryInvoice');
  expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  expect(xml).toContain('<ram:IssuerAssignedID>PO-2026/0042</ram:IssuerAssignedID>');
  expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');

  // The firm's admin reads them on the organisation's page and corrects the legal name.
  await signInByApi(page, ADMIN);
  await page.goto('/admin-dashboard/clients');
  await page.getByRole('searchbox', { name: 'Search organisation name or member email' }).fill(owner.email);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  // Every enrolment is a 'Harvest Cocoa Traders': wait for the list to hold this owner's organisation alone.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('table').getByRole('link').first().click();
  const section = page.getByRole('region', { name: 'Billing details' });
  await expect(section).toContainText('EU VAT number DE136695976');
  await expect(section).toContainText('ap@roasters.example, invoices@roasters.example');
  await section.getByRole('button', { name: 'Edit billing details' }).click();
  const staffForm = section.getByRole('form', { name: 'Edit billing details' });
  await expect(staffForm.getByLabel('Legal name')).toBeFocused();
  await staffForm.getByLabel('Legal name').fill('Roasters Trading GmbH & Co. KG');
  await expectNoAxeViolations(page);
  await staffForm.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Billing details saved.')).toBeVisible();
  await expect(section).toContainText('Roasters Trading GmbH & Co. KG');
  await expect(section.getByRole('button', { name: 'Edit billing details' })).toBeFocused();

  // The invoice is paid; finance refunds part of it: it stays as issued, and a credit note reaches the client.
  const invoiceNumber = /INV-\d{4}-\d{6}/.exec(invoice)![0];
  const orderLink = page
    .getByRole('table', { name: 'Orders and invoices' })
    .getByRole('link', { name: /^SO-/ })
    .first();
  const orderNumber = (await orderLink.textContent())!.trim();
  await orderLink.click();
  await page.getByRole('button', { name: 'Mark invoice paid' }).click();
  const paid = page.getByRole('alertdialog', { name: 'Mark the invoice paid?' });
  await paid.getByLabel(/Reason/).fill('Wire 2026-118');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Invoice ${invoiceNumber} is marked paid`)).toBeVisible();

  await signInByApi(page, FINANCE);
  await page.goto(`/admin-dashboard/orders/${orderNumber}`);
  // Finance sees whom the invoice is made out to, and downloads the e-invoice too: both name the buyer as the
  // invoice was issued, not as corrected since.
  const invoicedTo = page.getByRole('region', { name: 'Invoiced to' });
  await expect(invoicedTo).toContainText('Roasters Trading GmbH');
  await expect(invoicedTo).toContainText('EU VAT number DE136695976');
  await expect(invoicedTo).not.toContainText('Co. KG');
  const staffXmlDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download e-invoice (XML)' }).click();
  const staffXml = await readFile(await (await staffXmlDownload).path(), 'utf8');
  expect(staffXml).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`);
  expect(staffXml).toContain('<ram:Name>Roasters Trading GmbH</ram:Name>');
  expect(staffXml).not.toContain('Co. KG');
  await page.getByRole('button', { name: 'Issue a credit note' }).click();
  const creditDialog = page.getByRole('alertdialog', { name: 'Issue a credit note?' });
  await expect(creditDialog).toContainText('$1,950 is left to credit.');
  const amount = creditDialog.getByLabel(/Amount \(USD\)/);
  // More than the invoice's total is refused under the amount, before anything is sent.
  await amount.fill('1950.01');
  await creditDialog.getByLabel(/Reason/).fill('Two issues missed');
  await creditDialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(amount).toHaveAccessibleDescription(/at most \$1,950/);
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page);
  await amount.fill('500');
  await creditDialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText(/Credit note CN-\d{4}-\d{6} for \$500 is issued and mailed\./)).toBeVisible();
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes.getByRole('row', { name: /CN-\d{4}-\d{6}/ })).toContainText('Refund');
  const amounts = page.getByRole('region', { name: 'Amounts' });
  await expect(amounts).toContainText('Net of credit notes');
  await expect(amounts).toContainText('$1,450');
  await expectNoAxeViolations(page);

  // Finance downloads the organisation's statement of account from its page.
  await page.goto('/admin-dashboard/clients');
  await page.getByRole('searchbox', { name: 'Search organisation name or member email' }).fill(owner.email);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  // Every enrolment is a 'Harvest Cocoa Traders': wait for the list to hold this owner's organisation alone.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('table').getByRole('link').first().click();
  const statementSection = page.getByRole('region', { name: 'Statement of account' });
  const csvDownload = page.waitForEvent('download');
  await statementSection.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain(`invoice,${invoiceNumber},Invoice for order ${orderNumber},1950.00,0.00,1950.00`);
  expect(csv).toMatch(
    /credit_note,CN-\d{4}-\d{6},Refund: credit of invoice INV-\d{4}-\d{6},0\.00,500\.00,-500\.00/,
  );
  expect(csv).toContain('Balance,,,,,,0.00');
  await expectNoAxeViolations(page);

  await signInByApi(page, owner);
  await openBilling(page);
  const credit = page
    .getByRole('table', { name: 'Credit notes' })
    .getByRole('row', { name: /CN-\d{4}-\d{6}/ });
  await expect(credit).toContainText(`Invoice ${invoiceNumber}`);
  await expect(credit).toContainText('Refund');
  await expect(credit).toContainText('$500');
  const creditDownload = page.waitForEvent('download');
  await credit.getByRole('button', { name: /^Download credit note/ }).click();
  const creditFile = await creditDownload;
  expect(creditFile.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
  const creditText = pdfText(await readFile(await creditFile.path()));
  expect(creditText).toContain(invoiceNumber);
  expect(creditText).toContain('EU VAT number DE136695976');
  expect(creditText).toContain('PO-2026/0042');
  expect(creditText).toContain('$500');

  // The organisation requires a PO: its renewal asks for one, given here before the renewal invoice is issued.
  const subscription = page
    .getByRole('table', { name: 'Subscriptions' })
    .getByRole('row', { name: new RegExp(COTTON) });
  await expect(subscription).toContainText(RenewalPoMessages.wanted);
  await page.getByRole('button', { name: `Add purchase order for the renewal of ${COTTON}` }).click();
  const poDialog = page.getByRole('dialog', { name: `Purchase order for the renewal of ${COTTON}` });
  const renewalPo = poDialog.getByLabel('Purchase order number');
  await renewalPo.fill('PO<2027>');
  await poDialog.getByRole('button', { name: 'Save purchase order' }).click();
  await expect(renewalPo).toHaveAccessibleDescription(new RegExp(PurchaseOrderMessages.characters));
  await expectNoAxeViolations(page);
  await renewalPo.fill('PO-2027/0001');
  await poDialog.getByRole('button', { name: 'Save purchase order' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: RenewalPoMessages.saved('PO-2027/0001') }),
  ).toBeVisible();
  await expect(subscription).toContainText('PO PO-2027/0001');

  // The client downloads the same statement as a PDF from the billing view.
  const statementDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (PDF)' }).click();
  const statementFile = await statementDownload;
  expect(statementFile.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/);
  const statementText = pdfText(await readFile(await statementFile.path()));
  expect(statementText).toContain('STATEMENT OF ACCOUNT');
  expect(statementText).toContain(invoiceNumber);
  expect(statementText).toContain('Roasters Trading GmbH');
  await expectNoAxeViolations(page);
});
