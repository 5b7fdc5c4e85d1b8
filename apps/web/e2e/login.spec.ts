import { expect, test, type Page } from './fixtures';
import { ADMIN, DEMO_CLIENT, SESSION_COOKIE_NAMES } from './accounts';
import { signIn } from './sign-in';

test.describe('Client Login', () => {
  test('a client signs in and lands on /client, greeted by name', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();

    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO_CLIENT.name}` })).toBeVisible();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(SESSION_COOKIE_NAMES));
  });

  const messages: [string, string, string][] = [
    ['', '', 'Email is required.'],
    ['dana.example.com', '', 'Please enter a valid email address.'],
    ['dana@example.com', '', 'Password is required.'],
    ['dana@example.com', 'abcd', 'Password must be at least 5 characters long.'],
  ];
  for (const [email, password, message] of messages) {
    test(`SPEC §5: shows "${message}" and sends nothing`, async ({ page }) => {
      let sent = false;
      page.on('request', (request) => {
        if (request.url().includes('/api/accounts/clientlogin/')) sent = true;
      });
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      expect(sent).toBe(false);
    });
  }

  test('SPEC §5: only the field of the message shown is marked invalid', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password is required.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('SPEC §4: the message clears when a field is edited', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email is required.');
    await page.getByLabel('Email').pressSequentially('d');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("SPEC §8: a refused sign-in shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("SPEC §8: status false without a message shows 'Login failed. Please try again.'", async ({
    page,
  }) => {
    await page.route('**/api/accounts/clientlogin/', (route) => route.fulfill({ json: { status: false } }));
    await signInAttempt(page);
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
  });

  test('SPEC §8: a failed request without a message shows the generic error', async ({ page }) => {
    await page.route('**/api/accounts/clientlogin/', (route) => route.abort('failed'));
    await signInAttempt(page);
    await expect(page.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again.');
  });

  test('a server fault shows its message with the reference to quote (issue 45)', async ({ page }) => {
    await page.route('**/api/accounts/clientlogin/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          message: 'The service is briefly unavailable. Please try again in a moment.',
          request_id: 'Qm9vLWJvbw',
        }),
      }),
    );
    await signInAttempt(page);
    await expect(page.getByRole('alert')).toHaveText(
      'The service is briefly unavailable. Please try again in a moment. Reference: Qm9vLWJvbw.',
    );
  });

  test('SPEC §2/§4: SIGNING IN... with the fields disabled while the request is under way', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/clientlogin/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();

    await expect(page.getByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/client$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links to Forgot Password and Enroll Today', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Enroll Today' })).toHaveAttribute('href', '/registration');
    await page.getByRole('link', { name: 'Enroll Today' }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll Now' })).toBeVisible();
    await page.getByRole('link', { name: 'Already a Client? Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('SPEC §2: a signed-in visitor who opens /login is sent home', async ({ page }) => {
    await signIn(page, DEMO_CLIENT);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Hi, Dana Whitfield/ })).toBeVisible();
  });
});

test.describe('notices (SPEC §4: where enrolment and password recovery end)', () => {
  const notices: [string, 'status' | 'alert', string][] = [
    ['enrolled', 'status', 'Your email address is confirmed. Please sign in.'],
    ['password-reset', 'status', 'Your password has been changed. Please sign in with your new password.'],
    ['otp-attempts', 'alert', 'Too many incorrect codes. Please request a new OTP.'],
  ];
  for (const [notice, role, message] of notices) {
    test(`?notice=${notice} says "${message}" above the form`, async ({ page }) => {
      await page.goto(`/login?notice=${notice}`);
      await expect(page.getByRole(role)).toHaveText(message);
      await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    });
  }

  test('an unknown notice is ignored, not an error page', async ({ page }) => {
    await page.goto('/login?notice=whatever');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('admin', () => {
  test('an admin lands on /admin-dashboard and sees the head counts', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin-dashboard\/$/);
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByText('Client organisations')).toBeVisible();
  });

  test('a client who opens /admin-dashboard is sent home', async ({ page }) => {
    await signIn(page, DEMO_CLIENT);
    await page.goto('/admin-dashboard/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a visitor who is not signed in is sent to /login', async ({ page }) => {
    await page.goto('/admin-dashboard/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

async function signInAttempt(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}
