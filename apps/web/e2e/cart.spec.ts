import { DEMO_CLIENT } from './accounts';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

/** A client of a new organisation: its cart is its own, whatever other tests do at the same time. */
async function signInAsNewClient(page: Page) {
  await signInByApi(page, await enrolThroughApi(page.request));
}

const subscribeForm = (page: Page, type: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: new RegExp(`${type}$`) }) });

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

test.describe('cart (SPEC §2, §4, §7)', () => {
  test('the catalogue says SUBSCRIBED for what the organisation has', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/reports');
    await expect(
      subscribeForm(page, 'Coffee Weekly Report').getByRole('button', { name: /^SUBSCRIBED/ }),
    ).toBeDisabled();
    await expect(
      subscribeForm(page, 'Sugar Weekly Report').getByRole('button', { name: /^SUBSCRIBE NOW/ }),
    ).toBeEnabled();
  });

  test('add from the catalogue at a tier, then change the tier and remove it in the Order Summary', async ({
    page,
  }) => {
    await signInAsNewClient(page);
    await page.goto('/reports');
    const cotton = subscribeForm(page, 'Cotton Weekly Report');
    await cotton.getByLabel(/Licence/).selectOption({ label: "UP TO 3 USER'S" });
    await cotton.getByRole('button', { name: /^SUBSCRIBE NOW/ }).click();
    await expect(cotton.getByRole('button', { name: /^IN CART/ })).toBeDisabled();
    // DESIGN §4: the count is always the server cart's length.
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart, 1 item/);

    await cotton.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Close and go back to the reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Cotton Weekly Report');
    await expect(line).toContainText('$4,400/YEAR');
    await expect(line.locator('img')).toHaveAttribute('src', '/images/report-types/cotton.svg');
    const tier = line.getByLabel(/Licence/);
    await expect(tier.locator('option')).toHaveText(['SINGLE USER', "UP TO 3 USER'S", 'ENTERPRISE']);
    await expect(page.getByRole('complementary')).toContainText('$4,400');

    await tier.selectOption({ label: 'ENTERPRISE' });
    await expect(line).toContainText('$7,800/YEAR');
    await expect(page.getByRole('complementary')).toContainText('$7,800');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByLabel(/Licence/)).toHaveValue(
      'subscription_price_for_enterprise',
    );

    const offers = page.getByRole('region', { name: 'Clients Also Love' }).getByRole('listitem');
    await expect(offers).toHaveText([
      /60 Min Consultation\$900/,
      /Softs Weekly Round Up\$3,950\/YEAR/,
      /Coffee In-Depth Report\$4,500\/YEAR/,
    ]);
    await expect(page.getByText('ENTER PROMO CODES AT CHECKOUT')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SECURE CHECKOUT' })).toHaveAttribute('href', '/billing');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Remove Cotton Weekly Report/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart, 0 items/);
  });

  test("the library's paywall adds the type at the chosen plan; the button then reads IN CART", async ({
    page,
  }) => {
    await signInAsNewClient(page);
    await page.goto('/client/report-library');
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Sugar In-Depth Report' });
    await expect
      .poll(async () =>
        (
          await page.getByRole('main').getByRole('list').getByRole('heading', { level: 2 }).allTextContents()
        ).every((name) => name.startsWith('Sugar In-Depth Report')),
      )
      .toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^PURCHASE/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Sugar In-Depth Report' });
    await dialog.getByRole('radio', { name: /UP TO 3 USER'S/ }).check();
    await dialog.getByRole('button', { name: 'SUBSCRIBE NOW' }).click();
    await expect(dialog.getByRole('button', { name: 'IN CART' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Go to checkout' }).click();
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toContainText('Sugar In-Depth Report');
    await expect(line).toContainText('$9,900/YEAR');
  });

  test('a visitor on /checkout is asked to sign in', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
