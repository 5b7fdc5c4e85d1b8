import { FINANCE } from './accounts';
import { expectNoAxeViolations } from './axe';
import { apiHeaders } from './client-api';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { signInByApi, signOut } from './sign-in';

const TYPE = 'Coffee In-Depth Report';

interface SoldType {
  id: number;
  report_type_name: string;
  sub_list: SoldType[];
}

/** The report types the signed-in client's library opens (ids). */
async function libraryTypes(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/reports/report/acess/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { report_access: number[] }).report_access;
}

test('Back office: finance marks a client’s invoice paid, and the client’s library opens', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new client orders a report type by invoice (as the billing page does).
  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  const listed = (await (await page.request.get('/api/reports/report-types')).json()) as {
    data: { results: SoldType[] };
  };
  const type = listed.data.results
    .flatMap((entry) => [entry, ...entry.sub_list])
    .find((entry) => entry.report_type_name === TYPE)!;
  const headers = await apiHeaders(page);
  const added = await page.request.post('/api/reports/cart/', {
    headers,
    data: { report_type: type.id, selected_subscription: 'subscription_price_for_single_user' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const cart = ((await added.json()) as { data: { id: number }[] }).data.map((line) => line.id);
  const invoiced = await page.request.post('/api/reports/pay/by/invoice/', {
    headers,
    data: { cart, discount_price: 0 },
  });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const { invoice_number: invoiceNumber } = (await invoiced.json()) as { invoice_number: string };
  expect(await libraryTypes(page)).not.toContain(type.id);

  // Staff find the order by its invoice number and mark it paid.
  await signOut(page);
  await signInByApi(page, FINANCE);
  await page.goto('/admin-dashboard/');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search order, invoice, organisation or buyer email' })
    .fill(invoiceNumber);
  await page.getByLabel('Status').selectOption({ label: 'Awaiting payment' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=pending/);
  await expect(page.getByRole('status')).toHaveText('1 order matching the filters');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^SO-\d{4}-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order SO-/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: TYPE })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mark invoice paid' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark the invoice paid?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('Wire received');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    page.getByText(`Invoice ${invoiceNumber} is marked paid; the subscriptions have started.`),
  ).toBeVisible();
  await expect(
    page.getByText(/Invoice marked paid by finance@softline\.example: “Wire received”/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark invoice paid' })).toHaveCount(0);

  // The client's library opens the type.
  await signOut(page);
  await signInByApi(page, client);
  expect(await libraryTypes(page)).toContain(type.id);
  await page.goto('/client/report-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Library' })).toBeVisible();
});

test("Back office: finance refunds a card payment and ends its access; the order's events keep the reason", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new client pays for a report type by card at /billing.
  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  const listed = (await (await page.request.get('/api/reports/report-types')).json()) as {
    data: { results: SoldType[] };
  };
  const type = listed.data.results
    .flatMap((entry) => [entry, ...entry.sub_list])
    .find((entry) => entry.report_type_name === TYPE)!;
  const added = await page.request.post('/api/reports/cart/', {
    headers: await apiHeaders(page),
    data: { report_type: type.id, selected_subscription: 'subscription_price_for_single_user' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/billing');
  await page.getByLabel('Name', { exact: true }).fill('Rui Costa');
  await page.getByLabel('Company', { exact: true }).fill('Costa Cafés');
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Country', { exact: true }).selectOption('Portugal');
  await page.getByLabel('Zip code').fill('1000');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/success-page\?order=SO-\d{4}-\d{6}$/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  expect(await libraryTypes(page)).toContain(type.id);

  // Finance opens the order and refunds it, ending the access it bought.
  await signOut(page);
  await signInByApi(page, FINANCE);
  await page.goto(`/admin-dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund payment' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund the payment?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // A refund needs a reason.
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').fill('Bought the wrong report');
  await dialog.getByLabel('Access').selectOption({ label: 'End the access this order alone pays for, now' });
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(page.getByText(/is refunded\.$/)).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund payment' })).toHaveCount(0);
  await expect(
    page.getByText(/Payment refunded by finance@softline\.example: “Bought the wrong report”/),
  ).toBeVisible();

  // The client's library no longer opens the type.
  await signOut(page);
  await signInByApi(page, client);
  expect(await libraryTypes(page)).not.toContain(type.id);
});
