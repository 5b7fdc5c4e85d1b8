import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { outboxMessages } from './outbox';

const REQUIRED = [
  'First name',
  'Last name',
  'Email address',
  'Phone number',
  'Country',
  'How did you hear about us?',
  'Reason for inquiry',
];

async function fillValid(page: Page, lastName: string) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email address').fill('ana@cafe.example.br');
  await page.getByLabel('Phone number').fill('+55 11 5555 0100');
  await page.getByLabel('Company (optional)').fill('Café Bom');
  await page.getByLabel('Country').selectOption('Brazil');
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'Conference/Trade Show' });
  await page.getByLabel('Reason for inquiry').selectOption({ label: 'Schedule a Consultation' });
  await page.getByLabel('Comments (optional)').fill('A session on arabica hedging, please.');
}

test('Contact: heading, links, fields in order, placeholders disabled and empty @mobile', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'premium reports' })).toHaveAttribute(
    'href',
    '/services/reports',
  );
  await expect(page.getByRole('link', { name: 'industries we serve' })).toHaveAttribute(
    'href',
    '/about/industries-we-serve',
  );

  const labels = await page.locator('form[aria-label="Contact form"] label').allTextContents();
  expect(labels).toEqual([
    'First name',
    'Last name',
    'Email address',
    'Phone number',
    'Company (optional)',
    'Country',
    'How did you hear about us?',
    'Reason for inquiry',
    'Comments (optional)',
  ]);
  await expect(page.getByLabel('Comments (optional)')).toHaveAttribute('rows', '3');

  for (const [label, placeholder] of [
    ['Country', 'SELECT COUNTRY'],
    ['How did you hear about us?', 'HOW DID YOU HEAR ABOUT US?'],
    ['Reason for inquiry', 'REASON FOR INQUIRY'],
  ]) {
    const first = page.getByLabel(label!).locator('option').first();
    await expect(first).toHaveText(placeholder!);
    await expect(first).toHaveAttribute('value', '');
    await expect(first).toBeDisabled();
  }
  const countries = await page.getByLabel('Country').locator('option').allTextContents();
  const names = countries.slice(1);
  expect(names.length).toBeGreaterThan(240);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('Contact: an empty submission shows the message under each required field and sends nothing', async ({
  page,
}) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/inquiries/')) sent = true;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  for (const label of REQUIRED) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription('This field is required');
  }
  await expect(page.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email address').fill('ana@cafe');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  expect(sent).toBe(false);
});

test('Contact: a valid inquiry reaches the firm, shows a confirmation and clears the form', async ({
  page,
}) => {
  const lastName = `Souza-${Date.now()}`;
  await page.goto('/contact');
  await fillValid(page, lastName);
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page.getByRole('status')).toContainText(
    'Thank you for getting in touch. We will reply within two working days.',
  );
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Country')).toHaveValue('');

  await expect
    .poll(async () => (await outboxMessages()).find((mail) => mail.includes(lastName)) ?? '')
    .toContain('Reason for inquiry: Schedule a Consultation');
});

test('Contact: says so when the message cannot be sent, and keeps what was typed', async ({ page }) => {
  await page.route('**/api/inquiries/', (route) => route.abort('failed'));
  await page.goto('/contact');
  await fillValid(page, 'Offline');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your message could not be sent. Please try again in a moment.',
  );
  await expect(page.getByLabel('Last name')).toHaveValue('Offline');
});
