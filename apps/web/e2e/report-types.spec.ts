import { ADMIN } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInByApi } from './sign-in';

test('Back office: report types list with their prices, searched through the URL, and open for editing', async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  await page.goto('/admin-dashboard/');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Report types' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report types' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search name or title' }).fill('coffee weekly');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=coffee/);
  const row = page.getByRole('row').filter({ hasText: 'Coffee Weekly Report' });
  await expect(row).toContainText('$1,950');

  // Opened and left unchanged: other tests buy at these prices.
  await page.getByRole('button', { name: 'Edit Coffee Weekly Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Coffee Weekly Report' });
  await expect(dialog.getByLabel('Single user')).toHaveValue('1950');
  // The demo's price of one issue bought alone from the archive (issue 44).
  await expect(dialog.getByLabel(/^One archived report/)).toHaveValue('250');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
