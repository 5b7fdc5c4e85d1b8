import { enrolThroughApi, RESET_MAIL, uniqueEmail } from './enrol';
import { expect, test, type Page } from './fixtures';
import { mailedCode } from './outbox';
import { recordPosts } from './record-posts';
import { expectNoAxeViolations } from './axe';

const FORGOT = '**/api/accounts/forgot-password/';
const VERIFY = '**/api/accounts/verify-otp/';
const RESET = '**/api/accounts/reset-password/';

/** Step 1 with a real answer: the server answers alike whether or not the address has an account. */
async function askForCode(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3 Enter your code' })).toBeFocused();
}

/** Straight to step 3 with answers made up in the browser, for the form's own rules. */
async function toNewPasswordStep(page: Page) {
  await page.route(FORGOT, (route) =>
    route.fulfill({ json: { status: true, status_code: 200, message: 'Code sent.' } }),
  );
  await page.route(VERIFY, (route) =>
    route.fulfill({ json: { status: true, status_code: 200, token: 'token-1', message: 'Code verified.' } }),
  );
  await askForCode(page, 'amara@mensah.example');
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Step 3 of 3 Choose a new password' }),
  ).toBeFocused();
}

test.describe('Forgot password', () => {
  test('step 1: the email, the step count and the way back to sign in; no axe violation', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle(/^Forgot Password \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 3 Forgot Password');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
  });

  test('the login page links here', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  });

  for (const email of ['', 'amara.example.com', 'amara @mensah.example']) {
    test(`SPEC §5: "${email}" → 'Please enter a valid email address.' and nothing is sent`, async ({
      page,
    }) => {
      const sent = await recordPosts(page, FORGOT);
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'SEND CODE' }).click();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      );
      await expect(page.getByLabel('Email')).toBeFocused();
      expect(sent).toEqual([]);
    });
  }

  test("SPEC §4/§8: step 2 comes only with status true and status_code 200, else 'An error occurred.'", async ({
    page,
  }) => {
    await page.route(FORGOT, (route) => route.fulfill({ json: { status: true } }));
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('amara@mensah.example');
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 3 Forgot Password');

    await page.unroute(FORGOT);
    await page.route(FORGOT, (route) =>
      route.fulfill({ status: 429, json: { status: false, message: 'Too many requests. Please wait.' } }),
    );
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Please wait.');

    await page.unroute(FORGOT);
    await page.route(FORGOT, (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred.');
  });

  test("SPEC §5: step 2 wants six digits ('Please enter a valid OTP.'); the input keeps digits only", async ({
    page,
  }) => {
    const verified = await recordPosts(page, VERIFY);
    await askForCode(page, uniqueEmail('nobody'));
    await expect(page.getByRole('status')).toHaveText(
      'If an account uses this email address, we have sent a 6-digit code to it.',
    );
    const code = page.getByLabel('Verification code');
    await code.fill('123');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(code).toHaveAccessibleDescription(/Please enter a valid OTP\.$/);
    await expect(code).toBeFocused();
    await code.fill('');
    await code.pressSequentially('9a8 7-6x5y4z3');
    await expect(code).toHaveValue('987654');
    expect(verified).toEqual([]);
  });

  test("SPEC §8: a wrong code shows the server's message and the attempts left", async ({ page }) => {
    const email = uniqueEmail('nobody');
    await askForCode(page, email);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is incorrect. Remaining attempts: 4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 3 Enter your code');

    // SPEC §7: a new code is asked for with the same call; the server sends one a minute.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'A code was sent a moment ago. Please wait a minute before asking for another.',
    );
  });

  test('SPEC §4/§8: the fifth wrong code sends the visitor to /login @mobile', async ({ page }) => {
    await askForCode(page, uniqueEmail('nobody'));
    const code = page.getByLabel('Verification code');
    for (let remaining = 4; remaining > 0; remaining -= 1) {
      await code.fill('000000');
      await page.getByRole('button', { name: 'VERIFY' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        `The code is incorrect. Remaining attempts: ${remaining}`,
      );
    }
    await code.fill('000000');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(/\/login\?notice=otp-attempts$/);
    await expect(page.getByRole('alert')).toHaveText('Too many incorrect codes. Please request a new OTP.');
  });

  test('SPEC §5: step 3 says a mismatch first, then what a strong password needs', async ({ page }) => {
    const reset = await recordPosts(page, RESET);
    await toNewPasswordStep(page);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });

    await password.fill('weak');
    await confirm.fill('weaker');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');

    await confirm.fill('weak');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(password).toHaveAccessibleDescription(
      /Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character\.$/,
    );
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
    expect(reset).toEqual([]);
  });

  test("SPEC §8: a refused reset shows the server's message, else 'An error occurred.'", async ({ page }) => {
    await toNewPasswordStep(page);
    await page.route(RESET, (route) =>
      route.fulfill({
        status: 400,
        json: { status: false, message: 'This password reset has expired. Please start again.' },
      }),
    );
    await page.getByLabel('New password', { exact: true }).fill('Orchard@2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Orchard@2027');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password reset has expired. Please start again.');

    await page.unroute(RESET);
    await page.route(RESET, (route) => route.fulfill({ json: { status: false } }));
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred.');
  });

  test('a client resets the password with the emailed code and signs in with the new one', async ({
    page,
    request,
  }) => {
    const account = await enrolThroughApi(request);
    const newPassword = 'Orchard@2027';

    await askForCode(page, account.email);
    await expectNoAxeViolations(page);
    await page.getByLabel('Verification code').fill(await mailedCode(account.email, RESET_MAIL));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Step 3 of 3 Choose a new password' }),
    ).toBeFocused();
    // The reset token lives in the page only.
    expect(page.url()).toMatch(/\/forgot-password$/);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();

    await expect(page).toHaveURL(/\/login\?notice=password-reset$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. Please sign in with your new password.',
    );
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/client$/);
  });

  test('a wrong address can be corrected from the code step', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await askForCode(page, email);
    await page.getByRole('button', { name: 'Use another email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 1 of 3 Forgot Password' })).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});
