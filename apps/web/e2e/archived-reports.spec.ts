import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test } from './fixtures';
import { pdfText } from './pdf-text';
import { placeCardOrder } from './purchases';
import { DEMO_CLIENT } from './accounts';
import { signInByApi } from './sign-in';

test.describe('individual archived reports (issue 44)', () => {
  test('a visitor searches the archive, signs in to buy a report, pays by card and opens it in the library @mobile', async ({
    page,
  }) => {
    const client = await enrolThroughApi(page.request);
    // The archive's first page comes with the page: a visitor's first load asks the API nothing for it.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reports/archived/')) asked.push(request.url());
    });
    await page.goto('/individual-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Individual Archived Reports' })).toBeVisible();
    const reports = page.getByRole('list', { name: 'Archived reports' }).getByRole('listitem');
    await expect(reports.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /reports in the archive$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(asked).toEqual([]);

    await page.getByLabel('Search the archive').fill('Cotton Weekly Report');
    await expect(page).toHaveURL(/search_query=Cotton/);
    await expect(page.getByRole('status').filter({ hasText: /match “Cotton Weekly Report”$/ })).toBeVisible();
    const card = reports.first();
    await expect(card).toContainText('Cotton Weekly Report');
    await expect(card).toContainText('$250');
    const name = (await card.getByRole('heading').textContent())!.trim();

    // A visitor is asked to sign in first, and comes back to the archive.
    await card.getByRole('button', { name: /^ADD TO CART/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findividual-reports$/);
    await signInByApi(page, client);
    await page.goto('/individual-reports?search_query=Cotton+Weekly+Report');
    const chosen = page
      .getByRole('list', { name: 'Archived reports' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await chosen.getByRole('button', { name: /^ADD TO CART/ }).click();
    await expect(chosen.getByRole('link', { name: /^IN YOUR CART/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await chosen.getByRole('link', { name: /^IN YOUR CART/ }).click();
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toContainText(`Report: ${name}`);
    await expect(line).toContainText('$250');
    await expect(line).toContainText('Your organisation keeps it in its library, without an end date.');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'SECURE CHECKOUT' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(`Report: ${name}`);
    await expect(summary).toContainText('Single report, no end date');
    await placeCardOrder(page, client);

    // The report opens in the library, stamped for the organisation; its siblings stay closed.
    await page.goto('/client/report-library?search_query=Cotton+Weekly+Report');
    const libraryCards = page.getByRole('list', { name: 'Reports' }).getByRole('listitem');
    const bought = libraryCards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(bought.getByRole('button', { name: /^OPEN/ })).toBeVisible();
    await expect(
      libraryCards
        .filter({ hasNot: page.getByRole('heading', { name, exact: true }) })
        .first()
        .getByRole('button', { name: /^PURCHASE/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const signed = page.waitForResponse('**/api/reports/generate-presigned-url/');
    const popup = page.waitForEvent('popup');
    await bought.getByRole('button', { name: /^OPEN/ }).click();
    await popup;
    const { url } = (await (await signed).json()) as { url: string };
    const pdf = await page.request.get(url);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await pdf.body())).toContain(`Licensed to ${client.tenant}`);

    // Bought once, it is not sold to the organisation again.
    await page.goto('/individual-reports?search_query=Cotton+Weekly+Report');
    const again = page
      .getByRole('list', { name: 'Archived reports' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await again.getByRole('button', { name: /^ADD TO CART/ }).click();
    await expect(again.getByRole('alert')).toHaveText('Your organisation already owns this report.');
  });

  test('a report a running subscription covers cannot be bought: the card says so', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/individual-reports?search_query=Coffee+Weekly+Report');
    const card = page.getByRole('list', { name: 'Archived reports' }).getByRole('listitem').first();
    await card.getByRole('button', { name: /^ADD TO CART/ }).click();
    await expect(card.getByRole('alert')).toHaveText('Your subscription already includes this report.');
  });
});
