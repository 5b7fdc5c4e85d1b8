import { randomUUID } from 'node:crypto';
import { PRERENDERED_PAGE_PATHS } from '@firm/domain';
import type { BrowserContext, Locator } from '@playwright/test';
import { DEMO_CLIENT } from './accounts';
import { enrolThroughApi, newTenant, uniqueEmail } from './enrol';
import { expect, test, type Page } from './fixtures';
import { holdRequests } from './held-requests';
import { recordPosts } from './record-posts';
import { signInByApi } from './sign-in';

/**
 * Issue 39, point 8: a prerendered page paints, and a visitor acts on it, before the app's code has even been asked
 * for (docs/decisions/027). Every control either works without the app (links, the menu's popover) or what was
 * done with it is carried out once the app starts (docs/decisions/031). Each test opens a page with the app's
 * scripts held back, acts at once, then lets the app start and checks what the visitor sees.
 */

/** A page of its own (not the fixture's, which waits for the app), opened with the app's scripts held back. */
async function openBeforeStart(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const releaseScripts = await holdRequests(page, '**/assets/*.js');
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  // Prerendered markup, no app: what the visitor acts on below is the page as its HTML drew it.
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  return {
    page,
    errors,
    /**
     * What the page asked for with `path` and a query string: the browser's own submission of one of its forms (a
     * GET to the page's own address) would, the form's fields in the address, a password too. The app sends none.
     */
    nativeSubmissions: (path: string) =>
      requests.filter((url) => new URL(url).pathname === path && url.includes('?')),
    /** Lets the app's scripts through and resolves once the app has started. */
    startApp: async () => {
      await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
      releaseScripts();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    },
  };
}

/** A field, found by its label, that the visitor fills or picks before the app starts. */
const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: true });

/** The About and Services pages' own nav: two of its links, so one leads elsewhere from any of them. */
const SECTION_NAVS: Record<string, { nav: string; links: { name: string; to: string }[] }> = {
  about: {
    nav: 'About',
    links: [
      { name: 'LEADERSHIP', to: '/about/leadership' },
      { name: 'WHO WE ARE', to: '/about/who-we-are' },
    ],
  },
  services: {
    nav: 'Services',
    links: [
      { name: 'CONSULTATION', to: '/services/consultation' },
      { name: 'COURSES', to: '/services/courses' },
    ],
  },
};

test.describe('every prerendered page, acted on before the app starts (issue 39)', () => {
  for (const path of PRERENDERED_PAGE_PATHS) {
    test(`${path}: the header's links, and the section's own, lead where they go without the app; Cookie preferences pressed before it starts opens once it has`, async ({
      context,
    }) => {
      const { page, errors, startApp } = await openBeforeStart(context, path);
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Search the report archives' }).click();
      await expect(page).toHaveURL(/\/report-archives$/);

      await page.goto(path, { waitUntil: 'commit' });
      await header.getByRole('link', { name: 'CLIENT LOGIN' }).click();
      await expect(page).toHaveURL(/\/login$/);

      const section = SECTION_NAVS[path.split('/')[1] ?? ''];
      const elsewhere = section?.links.find((link) => link.to !== path);
      if (section && elsewhere) {
        await page.goto(path, { waitUntil: 'commit' });
        await page
          .getByRole('navigation', { name: section.nav })
          .getByRole('link', { name: elsewhere.name, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${elsewhere.to}$`));
      }
      // None of it needed the app: it never started.
      await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

      // Back on the page, its scripts still held: the button pressed now does its work once the app starts.
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      await page.getByRole('button', { name: 'Cookie preferences' }).click();
      await startApp();
      await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`@mobile-only ${path}: the menu opened before the app starts stays open once it has`, async ({
      context,
    }) => {
      const { page, startApp } = await openBeforeStart(context, path);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' });
      await toggle.tap();
      await expect(about).toBeVisible();
      await startApp();
      await expect(about).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });
  }
});

test.describe('each page’s own controls, acted on before the app starts (issue 39)', () => {
  test('/: Next post pressed before the app starts shows the next post once it has', async ({ context }) => {
    const { page, startApp } = await openBeforeStart(context, '/');
    const first = await page.locator('article h3').textContent();
    await page.getByRole('button', { name: 'Next post' }).click();
    await startApp();
    await expect(page.locator('article h3')).not.toHaveText(first ?? '');
    await expect(page.getByRole('button', { name: 'Previous post' })).toBeEnabled();
  });

  test('/about/who-we-are: the global perspective scrolled to before the app starts gets its map, where the visitor is', async ({
    context,
  }) => {
    const { page, startApp } = await openBeforeStart(context, '/about/who-we-are');
    const section = page.getByRole('region', { name: 'Global Perspective' });
    const heading = section.getByRole('heading', { name: 'Global Perspective' });
    await heading.scrollIntoViewIfNeeded();
    await startApp();
    await expect(section.getByRole('group', { name: /^Map of the \d+ countries visited$/ })).toBeVisible();
    await expect(heading).toBeInViewport();
  });

  test('/about/travel-map: EXPLORE THE MAP, followed before the app starts, shows the map once it has', async ({
    context,
  }) => {
    const { page, startApp } = await openBeforeStart(context, '/about/travel-map');
    await page.getByRole('link', { name: 'EXPLORE THE MAP' }).click();
    await expect(page).toHaveURL(/#travel-map$/);
    await startApp();
    const map = page.getByRole('group', { name: /^Map of the \d+ countries visited$/ });
    await expect(map).toBeVisible();
    await expect(map).toBeInViewport();
  });

  test('/reports: a visitor’s licence and SUBSCRIBE NOW, chosen before the app starts, lead to /login with them', async ({
    context,
  }) => {
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/reports');
    const cotton = subscribeForm(page, 'Cotton Weekly Report');
    await cotton.getByLabel(/Licence/).selectOption({ label: "UP TO 3 USER'S" });
    await cotton.getByRole('button', { name: /^SUBSCRIBE NOW/ }).click();
    await startApp();
    await expect(page).toHaveURL(
      /\/login\?subscribe=\d+&tier=subscription_price_for_upto_3_user&redirect=%2Freports$/,
    );
    await expect(page.getByText(/^Sign in to subscribe to Cotton Weekly Report\./)).toBeVisible();
    // Not the form's own submission, which would have reloaded the page with the choice in its address.
    expect(nativeSubmissions('/reports')).toEqual([]);
  });

  test('/reports: a client’s licence and SUBSCRIBE NOW, chosen before the app starts, put the type in the cart at that licence', async ({
    context,
    page: setUp,
  }) => {
    const account = await enrolThroughApi(setUp.request);
    await signInByApi(setUp, account);

    const { page, startApp } = await openBeforeStart(context, '/reports');
    const sugar = subscribeForm(page, 'Sugar Weekly Report');
    await sugar.getByLabel(/Licence/).selectOption({ label: 'ENTERPRISE' });
    await sugar.getByRole('button', { name: /^SUBSCRIBE NOW/ }).click();
    await startApp();
    await expect(
      subscribeForm(page, 'Sugar Weekly Report').getByRole('button', { name: /^IN CART/ }),
    ).toBeDisabled();
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toContainText('Sugar Weekly Report');
    await expect(line.getByLabel(/Licence/)).toHaveValue('subscription_price_for_enterprise');
  });

  test('/report-archives: a search typed and sent, and a report type chosen, before the app starts are searched once it has', async ({
    context,
  }) => {
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/report-archives');
    await field(page, 'Report type').selectOption('Coffee Weekly Report');
    const box = page.getByRole('searchbox', { name: "Search the reports' contents" });
    await box.fill('"certified stocks"');
    await box.press('Enter');
    await startApp();
    await expect(page).toHaveURL(/pdf_search=%22certified(\+|%20)stocks%22/);
    await expect(page).toHaveURL(/report_type_name=Coffee(\+|%20)Weekly(\+|%20)Report/);
    await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
    await expect(box).toHaveValue('"certified stocks"');
    // The app's search, not the form's own, which would have reloaded the page with it.
    expect(nativeSubmissions('/report-archives')).toEqual([]);
  });

  test('/contact: what is typed and chosen before the app starts is kept, and SUBMIT pressed then sends it once it has', async ({
    context,
  }) => {
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/contact');
    const sent = await recordPosts(page, '**/api/inquiries/');
    const lastName = `Early-${randomUUID()}`;
    await field(page, 'First name').fill('Ana');
    await field(page, 'Last name').fill(lastName);
    await field(page, 'Email address').fill('ana@cafe.example.br');
    await field(page, 'Phone number').fill('1155550100');
    await field(page, 'Country').selectOption('Brazil');
    await field(page, 'How did you hear about us?').selectOption({ label: 'Conference/Trade Show' });
    await field(page, 'Reason for inquiry').selectOption({ label: 'Schedule a Consultation' });
    await field(page, 'Comments (optional)').fill('Typed before the page had started.');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await startApp();
    await expect(page.getByRole('status')).toContainText('Thank you for getting in touch.');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      firstName: 'Ana',
      lastName,
      country: 'Brazil',
      phoneCode: '+55',
      comments: 'Typed before the page had started.',
    });
    expect(nativeSubmissions('/contact')).toEqual([]);
  });

  test('/contact: what is typed before the app starts stays in its fields once it has, and the calling code picker pressed then opens; SUBMIT then checks the fields', async ({
    context,
  }) => {
    const { page, startApp } = await openBeforeStart(context, '/contact');
    await field(page, 'First name').fill('Ana');
    await field(page, 'Email address').fill('not an address');
    await field(page, 'Reason for inquiry').selectOption({ label: 'Schedule a Consultation' });
    await page.getByRole('button', { name: /^Calling code/ }).click();
    await startApp();
    await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Search countries' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search countries' })).toBeHidden();
    await expect(field(page, 'First name')).toHaveValue('Ana');
    await expect(field(page, 'Email address')).toHaveValue('not an address');
    await expect(field(page, 'Reason for inquiry').locator('option:checked')).toHaveText(
      'Schedule a Consultation',
    );
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(field(page, 'Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(field(page, 'First name')).not.toHaveAccessibleDescription('This field is required');
    await expect(field(page, 'Last name')).toHaveAccessibleDescription('This field is required');
  });

  // On /contact, with what is typed there (above).
  test('/registration: the calling code picker pressed before the app starts opens once it has', async ({
    context,
  }) => {
    const { page, startApp } = await openBeforeStart(context, '/registration');
    await page.getByRole('button', { name: /^Calling code/ }).click();
    await startApp();
    await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Search countries' })).toBeVisible();
  });

  test('/login: the details typed, the password shown and SIGN IN pressed before the app starts sign the client in once it has', async ({
    context,
  }) => {
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/login');
    await field(page, 'Email').fill(DEMO_CLIENT.email);
    await field(page, 'Password').fill(DEMO_CLIENT.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await startApp();
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO_CLIENT.name}` })).toBeVisible();
    // The form's own submission would have sent the password in the address.
    expect(nativeSubmissions('/login')).toEqual([]);
  });

  test('/login: the password shown before the app starts stays shown once it has', async ({ context }) => {
    const { page, startApp } = await openBeforeStart(context, '/login');
    await field(page, 'Password').fill('typed early');
    await page.getByRole('button', { name: 'Show password' }).click();
    await startApp();
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await expect(field(page, 'Password')).toHaveValue('typed early');
  });

  test('/registration: the details typed and ENROLL NOW pressed before the app starts enrol once it has', async ({
    context,
  }) => {
    const tenant = newTenant();
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/registration');
    await field(page, 'Tenant').fill(tenant.tenant);
    await field(page, 'Industry sector').selectOption(tenant.industry_sector);
    await field(page, 'First name').fill(tenant.first_name);
    await field(page, 'Last name').fill(tenant.last_name);
    await field(page, 'Email').fill(tenant.email);
    await field(page, 'Mobile number').fill(tenant.phone_number);
    await field(page, 'Password').fill(tenant.password);
    await field(page, 'Street address').fill(tenant.street_address);
    await field(page, 'City').fill(tenant.city);
    await field(page, 'Country').selectOption(tenant.country);
    await page.getByRole('button', { name: 'ENROLL NOW' }).click();
    await startApp();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    // The password too would have been in the address of the form's own submission.
    expect(nativeSubmissions('/registration')).toEqual([]);
  });

  test('/forgot-password: the email typed and SEND CODE pressed before the app starts ask for a code once it has', async ({
    context,
  }) => {
    const { page, startApp, nativeSubmissions } = await openBeforeStart(context, '/forgot-password');
    await field(page, 'Email').fill(uniqueEmail('early'));
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await startApp();
    await expect(page.getByRole('heading', { level: 1, name: 'Step 2 of 3 Enter your code' })).toBeVisible();
    expect(nativeSubmissions('/forgot-password')).toEqual([]);
  });
});

function subscribeForm(page: Page, type: string): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: new RegExp(`${type}$`) }) });
}
