import { ADMIN } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { signIn } from './sign-in';

/** The contact form's inquiry the back office then handles (filled as contact.spec.ts does). */
async function sendInquiry(page: Page, email: string, lastName: string) {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('1155550100');
  await page.getByLabel('Company (optional)').fill('Café Bom');
  await page.getByLabel('Country').selectOption('Brazil');
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'Conference/Trade Show' });
  await page.getByLabel('Reason for inquiry').selectOption({ label: 'Schedule a Consultation' });
  await page.getByLabel('Comments (optional)').fill('A session on arabica hedging, please.');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for getting in touch.');
}

async function showInquiries(page: Page, search: string, state: 'New' | 'Handled' | 'All') {
  await page.getByRole('searchbox', { name: 'Search name, email, company or message' }).fill(search);
  await page.getByLabel('State').selectOption({ label: state });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
}

test('Back office: the admin handles an inquiry from the contact form, and the audit log records it', async ({
  page,
}) => {
  const stamp = Date.now();
  const lastName = `Souza-${stamp}`;
  const email = `ana.${stamp}@cafe.example.br`;
  await sendInquiry(page, email, lastName);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin-dashboard\/$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Overview',
    'Report types',
    'Promo codes',
    'Inquiries',
    'Audit log',
  ]);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Client organisations')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Paid orders of the last 12 months' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Inquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await showInquiries(page, email, 'New');
  await expect(page).toHaveURL(/[?&]q=/);
  const open = page.getByRole('button', { name: `Open the message from Ana ${lastName}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Inquiry from Ana ${lastName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: `Reply to ${email}` })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(dialog.getByText('A session on arabica hedging, please.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByText('Marked handled.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // It has left the new ones and is among the handled.
  await expect(page.getByText('No inquiry matches this search.')).toBeVisible();
  await showInquiries(page, email, 'Handled');
  await expect(page).toHaveURL(/[?&]state=handled/);
  await expect(open).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText('Handled');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Inquiry marked handled' }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Inquiry marked handled/ }).first()).toContainText(ADMIN.email);
  await expectNoAxeViolations(page);

  await page.getByLabel('Action').selectOption({ label: 'Inquiry marked new again' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=inquiry_reopened/);
  await expect(page.getByRole('rowheader', { name: 'Inquiry marked handled' })).toHaveCount(0);
});

test('Back office: an address the app does not know shows a page-not-found inside the back office', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin-dashboard/no-such-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expectNoAxeViolations(page);
});
