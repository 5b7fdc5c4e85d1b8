import { expect, test, type Page } from './fixtures';
import { mailsMatching } from './outbox';
import { recordPosts } from './record-posts';
import { expectNoAxeViolations } from './axe';

const FIRM_MAILBOX_LINE = /^To: info@softline\.example\s*$/im;

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
  await page.getByLabel('Phone number').fill('1155550100');
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

  // The calling-code picker's search box is labelled too, once its list is open (below).
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

  // The firm's own details stand beside the form.
  const address = page.locator('address');
  await expect(address).toContainText('40 Wall Street, Suite 2800');
  await expect(address.getByRole('link', { name: '+1 (212) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+12125550142',
  );
  await expect(address.getByRole('link', { name: 'info@softline.example' })).toHaveAttribute(
    'href',
    'mailto:info@softline.example',
  );

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

  await expectNoAxeViolations(page);
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

  const [mail] = await mailsMatching((text) => text.includes(lastName), {
    about: `the inquiry from ${lastName}`,
  });
  expect(mail).toContain('Reason for inquiry: Schedule a Consultation');
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

test('Contact: a code picked in the picker goes with the number; the sender is acknowledged @mobile', async ({
  page,
}) => {
  const lastName = `Picked-${Date.now()}`;
  const sent = await recordPosts(page, '**/api/inquiries/');
  await page.goto('/contact');
  await fillValid(page, lastName);
  const phone = page.getByLabel('Phone number');
  await phone.fill('44 20 7946 0958 123456');
  await expect(phone).toHaveValue('442079460958123');
  await phone.fill('2079460958');

  // Brazil was chosen, so the code followed it; now pick the United Kingdom's.
  await page.getByRole('button', { name: 'Calling code: Brazil +55' }).click();
  const search = page.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  await search.fill('+44');
  const option = page.getByRole('listbox', { name: 'Search countries' }).getByRole('option', {
    name: /United Kingdom/,
  });
  await expect(option).toBeVisible();
  const box = await page.getByRole('listbox').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await option.click();
  await expect(page.getByRole('button', { name: 'Calling code: United Kingdom +44' })).toBeFocused();

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for getting in touch.');
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
    phone: '2079460958',
    phoneCode: '+44',
    country: 'Brazil',
  });

  const mails = await mailsMatching((mail) => mail.includes(lastName), {
    count: 2,
    about: `a mail about the inquiry from ${lastName}`,
  });
  expect(mails).toHaveLength(2);
  const [toFirm] = mails.filter((mail) => FIRM_MAILBOX_LINE.test(mail));
  expect(toFirm).toContain('Phone: +44 2079460958');
  const [acknowledgment] = mails.filter((mail) => /^To: ana@cafe\.example\.br\s*$/im.test(mail));
  expect(acknowledgment).toMatch(/^Subject: We received your message - Softline Advisory/im);
  expect(acknowledgment).toContain('We received your message and will reply within two working days.');
  expect(acknowledgment).toContain('A session on arabica hedging, please.');
});
