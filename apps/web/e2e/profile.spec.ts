import { MobileNumberMessages, ProfileMessages } from '@firm/domain';
import { DEMO_CLIENT } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi, newTenant, uniqueEmail } from './enrol';
import { expect, test, type Page } from './fixtures';
import { mailedCode } from './outbox';
import { signIn, signInByApi, signOut } from './sign-in';

// The demo client is shared with other tests (their names, billing details): only the first test reads it, and
// every test that changes a profile enrols an organisation of its own.

/** The mobile number an enrolment gives (India, +91). */
const ENROLLED_PHONE = newTenant().phone_number;

const details = (page: Page) => page.getByRole('region', { name: 'Your details' });
const emailSection = (page: Page) => page.getByRole('region', { name: 'Email address' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });

/** The value the read-only profile shows under a label. */
function fact(page: Page, label: string) {
  return details(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

async function openProfile(page: Page) {
  await page.goto('/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(details(page).getByRole('button', { name: 'Edit' })).toBeVisible();
}

test("Profile shows the demo client's stored details read-only, and their Edit form, with no axe violation @mobile", async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, DEMO_CLIENT);
  await openProfile(page);

  // SPEC §2's fields in its order, from GET accounts/profile/ (the demo seed's organisation and owner).
  await expect(details(page).locator('dt')).toHaveText([
    'Company name',
    'First name',
    'Last name',
    'Job title',
    'Email',
    'Phone',
    'Address line 1',
    'Address line 2',
    'City',
    'State',
    'Postal code',
    'Country',
    'Team member',
  ]);
  await expect(fact(page, 'Company name')).toHaveText('Northwind Coffee Traders');
  await expect(fact(page, 'First name')).toHaveText('Dana');
  await expect(fact(page, 'Last name')).toHaveText('Whitfield');
  await expect(fact(page, 'Email')).toHaveText(DEMO_CLIENT.email);
  await expect(fact(page, 'Address line 1')).toHaveText('200 Harbor Boulevard');
  await expect(fact(page, 'City')).toHaveText('Weehawken');
  await expect(fact(page, 'Country')).toHaveText('United States');
  await expect(fact(page, 'Team member')).toHaveText('Owner');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  // Edit: the same values as a form, focus in its first field; nothing is saved here (others read this profile).
  await details(page).getByRole('button', { name: 'Edit' }).click();
  const firstName = details(page).getByRole('textbox', { name: 'First name' });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue('Dana');
  await expect(details(page).getByRole('textbox', { name: 'Company name' })).toHaveValue(
    'Northwind Coffee Traders',
  );
  await expect(details(page).getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await details(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(details(page).getByRole('button', { name: 'Edit' })).toBeFocused();
});

test('Edit and Save keeps the changes across a reload; Cancel restores the stored values; a message says what is wrong', async ({
  page,
  request,
}) => {
  const account = await enrolThroughApi(request);
  await signInByApi(page, account);
  await openProfile(page);
  await expect(fact(page, 'Company name')).toHaveText(account.tenant);
  await expect(fact(page, 'Job title')).toHaveText('Not given');

  await details(page).getByRole('button', { name: 'Edit' }).click();
  const form = details(page).getByRole('form', { name: 'Edit your details' });
  await form.getByRole('textbox', { name: 'Last name' }).fill('Mensah-Owusu');
  await form.getByRole('textbox', { name: 'Job title' }).fill('Head of Cocoa Research');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Harvest Cocoa Traders Ltd');
  await form.getByRole('textbox', { name: 'Address line 2' }).fill('Suite 4');
  await form.getByRole('textbox', { name: 'State' }).fill('Kerala');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('682001');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(details(page).getByRole('status')).toHaveText(ProfileMessages.saved);
  await expect(details(page).getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(fact(page, 'Last name')).toHaveText('Mensah-Owusu');
  // The sidebar names the person as they now are.
  await expect(page.locator('#client-sidebar')).toContainText('Amara Mensah-Owusu');

  await page.reload();
  await expect(fact(page, 'Last name')).toHaveText('Mensah-Owusu');
  await expect(fact(page, 'Job title')).toHaveText('Head of Cocoa Research');
  await expect(fact(page, 'Company name')).toHaveText('Harvest Cocoa Traders Ltd');
  await expect(fact(page, 'Address line 2')).toHaveText('Suite 4');
  await expect(fact(page, 'State')).toHaveText('Kerala');
  await expect(fact(page, 'Postal code')).toHaveText('682001');
  await expect(fact(page, 'Country')).toHaveText('India');

  // A number the server refuses for its calling code (+91, SPEC's 10 digits): its message under the Phone field.
  await details(page).getByRole('button', { name: 'Edit' }).click();
  const phone = details(page).getByRole('textbox', { name: 'Phone' });
  await phone.fill('12345');
  await details(page).getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAccessibleDescription(MobileNumberMessages.tenDigits);
  await expect(phone).toBeFocused();
  await phone.fill(ENROLLED_PHONE);

  // A required field left empty: the domain's message under it, nothing sent.
  const firstName = details(page).getByRole('textbox', { name: 'First name' });
  await firstName.fill('');
  await details(page).getByRole('textbox', { name: 'City' }).fill('Somewhere else');
  await details(page).getByRole('button', { name: 'Save' }).click();
  await expect(firstName).toHaveAccessibleDescription(ProfileMessages.firstNameRequired);
  await expect(firstName).toBeFocused();

  // Cancel: the stored values again, focus back on Edit.
  await details(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(details(page).getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(fact(page, 'First name')).toHaveText('Amara');
  await expect(fact(page, 'City')).toHaveText('Kochi');
  await page.reload();
  await expect(fact(page, 'First name')).toHaveText('Amara');
  await expect(fact(page, 'City')).toHaveText('Kochi');
});

test('Change password: the current one is checked, the new one follows the reset rule; then it signs in', async ({
  page,
  request,
}) => {
  const account = await enrolThroughApi(request);
  // Another session of the same person, which the change ends.
  const elsewhere = await request.post('/api/accounts/clientlogin/', {
    data: { email: account.email, password: account.password },
  });
  const { refresh } = ((await elsewhere.json()) as { data: { refresh: string } }).data;

  await signInByApi(page, account);
  await openProfile(page);
  const form = passwordForm(page);
  const newPassword = 'Cocoa@Harvest2027';

  // SPEC's reset rule and messages.
  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('New password', { exact: true }).fill('weakpass');
  await form.getByLabel('Confirm new password').fill('weakpass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Password must contain at least one uppercase letter/,
  );

  // A wrong current password changes nothing.
  await form.getByLabel('Current password').fill('Not@the-password1');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ProfileMessages.currentPasswordWrong)).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Change password' }).getByRole('status')).toHaveText(
    ProfileMessages.passwordChanged,
  );
  for (const field of ['Current password', 'Confirm new password']) {
    await expect(form.getByLabel(field)).toHaveValue('');
  }
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

  // The other session is over; this one goes on.
  const refreshed = await request.post('/api/accounts/token/refresh/', { data: { refresh } });
  expect(refreshed.status()).toBe(401);
  await page.reload();
  await expect(fact(page, 'Email')).toHaveText(account.email);

  await signOut(page);
  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/client$/);
});

test('Change email: a code mailed to the new address confirms it; then it signs in', async ({
  page,
  request,
}) => {
  const account = await enrolThroughApi(request);
  const newEmail = uniqueEmail('moved');
  await signInByApi(page, account);
  await openProfile(page);
  const section = emailSection(page);
  await expect(section).toContainText(account.email);

  await section.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('status')).toHaveText(ProfileMessages.emailCodeSent);
  await expect(section.getByRole('heading', { name: 'Email address' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Waiting for its code: the page says so after a reload too.
  await page.reload();
  await expect(section.getByRole('status')).toContainText(newEmail);

  const code = await mailedCode(newEmail, /^Subject: Confirm your new email address/im);
  await section.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await section.getByRole('button', { name: 'VERIFY' }).click();
  await expect(section.getByRole('status')).toHaveText(ProfileMessages.emailChanged);
  await expect(section).toContainText(`You sign in with ${newEmail}`);
  await expect(fact(page, 'Email')).toHaveText(newEmail);

  await signOut(page);
  await signIn(page, { email: newEmail, password: account.password });
  await expect(page).toHaveURL(/\/client$/);
});
