import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { withoutServedData } from './served-data';

test('/reports lists the report types with yearly prices per tier @mobile', async ({ page }) => {
  // The page is sent with the catalogue (issue 18): it asks the API nothing to show it.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Reports' })).toBeVisible();
  for (const name of ['Softs Weekly Round Up', 'Coffee', 'Cocoa', 'Sugar', 'Cotton', 'Orange Juice']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const inDepth = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Coffee In-Depth Report' }) });
  await expect(inDepth).toContainText('SINGLE USER$4,500/YEAR');
  await expect(inDepth).toContainText("UP TO 3 USER'S$9,900/YEAR");
  await expect(inDepth).toContainText('ENTERPRISE$17,500/YEAR');

  await expectNoAxeViolations(page);
  expect(apiCalls).toEqual([]);
});

test('/reports says so when the catalogue cannot be loaded, and loads it on request', async ({ page }) => {
  await withoutServedData(page, '**/reports');
  let fail = true;
  await page.route('**/api/reports/report-types', (route) =>
    fail ? route.abort('failed') : route.continue(),
  );
  await page.goto('/reports');
  await expect(page.getByRole('alert')).toContainText('The reports could not be loaded');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coffee', exact: true })).toBeVisible();
});
