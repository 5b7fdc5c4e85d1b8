import { DEMO_CLIENT } from './accounts';
import { newTenant, REGISTRATION_MAIL, wrongCode } from './enrol';
import { expect, test, type Page } from './fixtures';
import { mailedCode } from './outbox';
import { recordPosts } from './record-posts';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

const REGISTER = '**/api/accounts/client/tenant-register/';

type Tenant = ReturnType<typeof newTenant>;

async function fillDetails(page: Page, tenant: Tenant) {
  await page.getByLabel('Tenant').fill(tenant.tenant);
  await page.getByLabel('Industry sector').selectOption(tenant.industry_sector);
  await page.getByLabel('First name').fill(tenant.first_name);
  await page.getByLabel('Last name').fill(tenant.last_name);
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByLabel('Mobile number').fill(tenant.phone_number);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByLabel('Street address').fill(tenant.street_address);
  await page.getByLabel('City').fill(tenant.city);
  await page.getByLabel('Country').selectOption(tenant.country);
}

/** Sends the details and waits for the code step. */
async function enrol(page: Page, tenant: Tenant) {
  await page.goto('/registration');
  await fillDetails(page, tenant);
  await page.getByRole('button', { name: 'ENROLL NOW' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeFocused();
}

test.describe('Enroll Now', () => {
  test('the form: fields, choices, the default country and the sign-in link; no axe violation', async ({
    page,
  }) => {
    await page.goto('/registration');
    await expect(page).toHaveTitle(/^Enroll Now \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll Now' })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('IN');
    await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('India');
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    const industry = page.getByLabel('Industry sector');
    await expect(industry).toHaveValue('');
    await expect(industry.locator('option')).toHaveCount(16);
    await expect(industry.locator('option').first()).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    // The calling code follows the country until one is picked.
    const code = page.getByRole('button', { name: /^Calling code/ });
    await expect(code).toHaveAccessibleName('Calling code: India +91');
    await page.getByLabel('Country').selectOption('GB');
    await expect(code).toHaveAccessibleName('Calling code: United Kingdom +44');
    await page.getByLabel('Country').selectOption('IN');
    await expect(page.getByRole('link', { name: 'Already a Client? Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('button', { name: 'ENROLL NOW' })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('SPEC §5: an empty form shows every message in SPEC order under its field, and sends nothing', async ({
    page,
  }) => {
    const sent = await recordPosts(page, REGISTER);
    await page.goto('/registration');
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();

    const expected: [string, string][] = [
      ['Tenant', 'Tenant is required.'],
      ['First name', 'First name is required.'],
      ['Last name', 'Last name is required.'],
      ['Email', 'Email is required.'],
      ['Mobile number', 'Mobile number is required.'],
      ['Password', 'Password is required.'],
      ['Street address', 'Address is required.'],
      ['City', 'City is required.'],
    ];
    const form = page.getByRole('form', { name: 'Enrolment' });
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(expected.length);
    await expect(form.locator('p[id$="-error"]')).toHaveText(expected.map(([, message]) => message));
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace('.', '\\.')}$`));
    }
    await expect(page.getByLabel('Tenant')).toBeFocused();
    await expect(page.getByLabel('Industry sector')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Country')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('SPEC §5: the email format and the 10-digit mobile number; focus goes to the first field in error', async ({
    page,
  }) => {
    const sent = await recordPosts(page, REGISTER);
    await page.goto('/registration');
    await fillDetails(page, { ...newTenant('amara@mensah'), phone_number: '98765abc10' });
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();

    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format.');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Mobile number should be exactly 10 digits.',
    );
    await page.getByLabel('Email').fill('amara@mensah.example');
    await page.getByLabel('Mobile number').fill('987654321');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Mobile number should be exactly 10 digits.',
    );
    expect(sent).toEqual([]);
  });

  test('SPEC §2: a signed-in visitor who opens /registration is sent home', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/registration');
    await expect(page).toHaveURL(/\/$/);
  });

  test('enrol, confirm the emailed code, sign in @mobile', async ({ page }) => {
    const tenant = newTenant();
    const sent = await recordPosts(page, REGISTER);
    await enrol(page, tenant);

    // SPEC §3 payload: the phone number as a number, the country as its ISO code.
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({ ...tenant, phone_number: 9876543210, phone_code: '+91' });
    await expect(page.getByRole('status')).toContainText(`We have sent a 6-digit code to ${tenant.email}.`);
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page);

    await code.fill(await mailedCode(tenant.email, REGISTRATION_MAIL));
    await page.getByRole('button', { name: 'VERIFY' }).click();

    await expect(page).toHaveURL(/\/login\?notice=enrolled$/);
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Please sign in.');
    await page.getByLabel('Email').fill(tenant.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/client$/);
  });

  test("SPEC §8: an email that already has an account shows the server's message and stays", async ({
    page,
  }) => {
    await page.goto('/registration');
    await fillDetails(page, newTenant(DEMO_CLIENT.email));
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email address already exists.');
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll Now' })).toBeVisible();
    await expect(page.getByLabel('Tenant')).toHaveValue('Harvest Cocoa Traders');
  });

  test('a password under 8 characters is refused in the form, and sends nothing', async ({ page }) => {
    const sent = await recordPosts(page, REGISTER);
    await page.goto('/registration');
    await fillDetails(page, { ...newTenant(), password: 'harvest' });
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters long.',
    );
    expect(sent).toEqual([]);
  });

  test('a field the server refuses shows its message once, under the field', async ({ page }) => {
    const message = 'Please enter a valid mobile number for India.';
    await page.route(REGISTER, (route) =>
      route.fulfill({ status: 400, json: { status: false, message, errors: { phone_number: [message] } } }),
    );
    await page.goto('/registration');
    await fillDetails(page, newTenant());
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(message);
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('enrol with a UK mobile number picked by keyboard and a password without special characters @mobile', async ({
    page,
  }) => {
    const tenant = { ...newTenant(), phone_number: '7911123456', password: 'longpassword' };
    const sent = await recordPosts(page, REGISTER);
    await page.goto('/registration');
    await fillDetails(page, tenant);

    const code = page.getByRole('button', { name: 'Calling code: India +91' });
    await code.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await expect(search).toBeInViewport();
    await page.keyboard.type('united kingdom');
    // The list filters once typing pauses (SPEC §9, 250 ms).
    await expect(page.getByRole('listbox', { name: 'Search countries' }).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const picked = page.getByRole('button', { name: 'Calling code: United Kingdom +44' });
    await expect(picked).toBeFocused();
    // A picked code no longer follows the country.
    await page.getByLabel('Country').selectOption('BR');
    await expect(picked).toBeVisible();

    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number for United Kingdom.',
    );
    expect(sent).toEqual([]);

    await page.getByLabel('Mobile number').fill(tenant.phone_number);
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeFocused();
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      phone_number: 7911123456,
      phone_code: '+44',
      country: 'BR',
      password: 'longpassword',
    });

    await page.getByLabel('Verification code').fill(await mailedCode(tenant.email, REGISTRATION_MAIL));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/login\?notice=enrolled$/);
    // The URL changes before the sign-in form replaces the code step, whose 'Confirm your email address' card a
    // loose 'Email' label would match: wait for the sign-in page itself.
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Please sign in.');
    await page.getByLabel('Email', { exact: true }).fill(tenant.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/client$/);
  });

  test("the code step: digits only, a wrong code shows the server's message, a resend too soon its own; the details can be changed", async ({
    page,
  }) => {
    const tenant = newTenant();
    const sent = await recordPosts(page, REGISTER);
    await enrol(page, tenant);

    const code = page.getByLabel('Verification code');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(code).toHaveAccessibleDescription(/Please enter a valid OTP\.$/);
    expect(sent).toHaveLength(1);

    await code.pressSequentially('1a2-3 4b5c6d7');
    await expect(code).toHaveValue('123456');
    await code.fill(wrongCode(await mailedCode(tenant.email, REGISTRATION_MAIL)));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is incorrect.');
    await expect(page).toHaveURL(/\/registration$/);

    // SPEC §7: asking again re-posts the same details; the server sends one code a minute.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'A code was sent a moment ago. Please wait a minute before asking for another.',
    );
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(sent[0]);

    await page.getByRole('button', { name: 'Change your details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll Now' })).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(tenant.email);
    await expect(page.getByLabel('Country')).toHaveValue('IN');
  });

  test("SPEC §8: status false without a message shows 'Registration failed.'", async ({ page }) => {
    await page.route(REGISTER, (route) => route.fulfill({ json: { status: false } }));
    await page.goto('/registration');
    await fillDetails(page, newTenant());
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByRole('alert')).toHaveText('Registration failed.');
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll Now' })).toBeVisible();
  });

  test("SPEC §8: a failed request without a message shows 'Unexpected error occurred.'", async ({ page }) => {
    await page.route(REGISTER, (route) => route.abort('failed'));
    await page.goto('/registration');
    await fillDetails(page, newTenant());
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unexpected error occurred.');
  });

  test('ENROLLING... with the fields disabled while the request is under way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(REGISTER, async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { status: true, message: 'We have sent a 6-digit code.' } });
    });
    await page.goto('/registration');
    await fillDetails(page, newTenant());
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();

    await expect(page.getByRole('button', { name: 'ENROLLING...' })).toBeDisabled();
    await expect(page.getByLabel('Tenant')).toBeDisabled();
    await expect(page.getByLabel('Country')).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('We have sent a 6-digit code.');
  });
});
