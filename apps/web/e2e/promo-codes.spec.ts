import { FINANCE } from './accounts';
import { expectNoAxeViolations } from './axe';
import { apiHeaders } from './client-api';
import { enrolThroughApi } from './enrol';
import { expect, test } from './fixtures';
import { signInByApi } from './sign-in';

test('Back office: a promo code created by staff is used at checkout, and deactivating it takes it away', async ({
  page,
}) => {
  const code = `E2E${Date.now()}`;
  await signInByApi(page, FINANCE);
  await page.goto('/admin-dashboard/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('dialog', { name: 'New promo code' });
  await form.getByLabel(/^Code/).fill(code.toLowerCase());
  await form.getByLabel(/^Percent off/).fill('20');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search codes' }).fill(code);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

  // A client enrolled for this test puts a type in the cart and applies the code at checkout.
  await page.context().clearCookies();
  const account = await enrolThroughApi(page.request);
  await signInByApi(page, account);
  const listed = (await (await page.request.get('/api/reports/report-types')).json()) as {
    data: {
      results: {
        id: number;
        report_type_name: string;
        sub_list: { id: number; report_type_name: string }[];
      }[];
    };
  };
  const type = listed.data.results
    .flatMap((entry) => [entry, ...entry.sub_list])
    .find((entry) => entry.report_type_name === 'Sugar In-Depth Report');
  const added = await page.request.post('/api/reports/cart/', {
    headers: await apiHeaders(page),
    data: { report_type: type!.id, selected_subscription: 'subscription_price_for_single_user' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const total = (await added.json()).total_cart_value as number;

  await page.goto('/billing');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await page.getByLabel('Event code').fill(code);
  await page.getByRole('button', { name: 'APPLY' }).click();
  const usd = (dollars: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
      .format(dollars)
      .replace(/\.00$/, '');
  await expect(summary).toContainText(`Discount-${usd(total * 0.2)}`);
  await expect(summary).toContainText(`Total${usd(total * 0.8)}`);

  // Staff deactivate it with a reason: the code applies to no cart from then.
  await page.context().clearCookies();
  await signInByApi(page, FINANCE);
  await page.goto(`/admin-dashboard/promo-codes?q=${code}`);
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${code}?` });
  await confirm.getByLabel(/^Reason/).fill('Campaign over');
  await confirm.getByRole('button', { name: 'Deactivate code' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Deactivated');
});
