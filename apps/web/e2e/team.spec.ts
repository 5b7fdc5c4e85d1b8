import { seatLimitMessage, TeamMessages } from '@firm/domain';
import type { Browser } from '@playwright/test';
import { ADMIN } from './accounts';
import { expectNoAxeViolations } from './axe';
import { enrolThroughApi, uniqueEmail } from './enrol';
import { acceptThroughApi, invitationPath } from './colleagues';
import { expect, test, type Page } from './fixtures';
import { pdfText } from './pdf-text';
import { buyByCard } from './purchases';
import { signInByApi } from './sign-in';

/**
 * Teams and seats (issue 15): an organisation that bought an 'up to 3' licence invites colleagues, one of them
 * joins through the mailed link, the owner gives them a seat, and their downloads carry their own address; the
 * licence's seats run out at three.
 */

const COFFEE = 'Coffee Weekly Report';
const UP_TO_3 = 'subscription_price_for_upto_3_user';
const SINGLE = 'subscription_price_for_single_user';

/** A new owner, signed in, whose organisation runs `typeName` at `tier`. */
async function ownerWith(page: Page, typeName: string, tier: string) {
  const owner = await enrolThroughApi(page.request);
  await signInByApi(page, owner);
  await buyByCard(page, typeName, tier);
  return owner;
}

/** Another person at another browser, whose page waits for the app like the test's own (fixtures.ts). */
async function anotherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

const teamSection = (page: Page) => page.getByRole('region', { name: 'Team', exact: true });
const membersTable = (page: Page) => page.getByRole('table', { name: 'Members and invitations' });
const seatsTable = (page: Page) => page.getByRole('table', { name: 'Seats by report type' });
const seatMeter = (page: Page, typeName: string) =>
  seatsTable(page).getByRole('meter', { name: `Seats on ${typeName}` });

async function openTeam(page: Page) {
  await page.goto('/client/profile');
  await expect(membersTable(page)).toBeVisible();
}

async function invite(page: Page, email: string, seats: string[] = []) {
  const form = teamSection(page).getByRole('region', { name: 'Invite a colleague' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: 'Member' });
  for (const seat of seats) await form.getByRole('checkbox', { name: new RegExp(`^${seat}`) }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
}

test.describe('a team on an up to 3 licence', () => {
  test('the owner invites two colleagues, one joins by the mailed link, is seated and downloads a report stamped with their address; a fourth seat is refused', async ({
    page,
    browser,
  }) => {
    test.slow();
    const owner = await ownerWith(page, COFFEE, UP_TO_3);
    await openTeam(page);
    // The buyer holds the first seat.
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '1 of 3 seats used');
    await expect(membersTable(page).getByRole('row', { name: /Amara Mensah/ })).toContainText('Owner');

    const joiner = uniqueEmail('joiner');
    const reserved = uniqueEmail('reserved');
    await invite(page, joiner);
    await expect(
      teamSection(page).getByRole('status').filter({ hasText: TeamMessages.invited }),
    ).toBeVisible();
    const joinerRow = membersTable(page).getByRole('row', { name: new RegExp(joiner) });
    await expect(joinerRow).toContainText('Invited');
    // The second invitation reserves a seat: it counts as used.
    await invite(page, reserved, [COFFEE]);
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '2 of 3 seats used');
    await expect(membersTable(page).getByRole('row', { name: new RegExp(reserved) })).toContainText(COFFEE);
    await expectNoAxeViolations(page);

    // The colleague opens the mailed link at their own browser, joins and is signed in.
    const colleague = await anotherPerson(browser);
    await colleague.goto(await invitationPath(joiner));
    await expect(
      colleague.getByRole('heading', { level: 1, name: 'Join Harvest Cocoa Traders' }),
    ).toBeVisible();
    await expect(colleague.getByText(joiner, { exact: true })).toBeVisible();
    await expect(colleague.getByText('Amara Mensah', { exact: true })).toBeVisible();
    await expectNoAxeViolations(colleague);
    await colleague.getByRole('button', { name: 'JOIN THE TEAM' }).click();
    await expect(colleague.getByText(TeamMessages.firstNameRequired)).toBeVisible();
    await colleague.getByLabel('First name').fill('Chidi');
    await colleague.getByLabel('Last name').fill('Okafor');
    await colleague.getByLabel('Password', { exact: true }).fill('Colleague#2026');
    await colleague.getByRole('button', { name: 'JOIN THE TEAM' }).click();
    await expect(colleague).toHaveURL(/\/client$/);

    // Without a seat, the organisation's report type asks for one instead of selling it again.
    await colleague.goto('/client/report-library');
    await colleague.getByLabel('Report type', { exact: true }).selectOption({ label: COFFEE });
    const card = colleague
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: colleague.getByRole('heading', { level: 2, name: new RegExp(`^${COFFEE}`) }) })
      .first();
    await expect(card.getByText(TeamMessages.askForSeat)).toBeVisible();
    await expect(card.getByRole('button', { name: /^PURCHASE/ })).toHaveCount(0);
    // So does the catalogue, instead of SUBSCRIBE NOW.
    await colleague.goto('/reports');
    await expect(
      colleague.getByText(`${TeamMessages.askForSeat} on ${COFFEE}`, { exact: true }),
    ).toBeVisible();
    await expect(colleague.getByRole('button', { name: new RegExp(`SUBSCRIBE NOW ${COFFEE}$`) })).toHaveCount(
      0,
    );
    await colleague.goto('/client/report-library');

    // The owner seats them: the checkbox keeps focus, the meter fills up.
    await openTeam(page);
    await expect(membersTable(page).getByRole('row', { name: /Chidi Okafor/ })).toContainText('Active');
    const seat = seatsTable(page).getByRole('checkbox', { name: `Seat Chidi Okafor on ${COFFEE}` });
    await seat.focus();
    await page.keyboard.press('Space');
    await expect(
      teamSection(page).getByRole('status').filter({ hasText: TeamMessages.seatAssigned }),
    ).toBeVisible();
    await expect(seat).toBeChecked();
    await expect(seat).toBeFocused();
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '3 of 3 seats used');
    await expect(membersTable(page).getByRole('row', { name: /Chidi Okafor/ })).toContainText(COFFEE);
    // The change is on the team's record, newest first, with who made it.
    const history = teamSection(page).getByRole('region', { name: 'History' });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText(`Seat given on ${COFFEE}`);
    await expect(newest).toContainText(joiner);
    await expect(newest).toContainText(owner.email);
    await expect(history).toContainText('Joined as Member');

    // The colleague downloads a report, stamped with their own address.
    await colleague.reload();
    await colleague.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await colleague.getByLabel('Report type', { exact: true }).selectOption({ label: COFFEE });
    const signed = colleague.waitForResponse('**/api/reports/generate-presigned-url/');
    const popup = colleague.waitForEvent('popup');
    await card.getByRole('button', { name: /^DOWNLOAD/ }).click();
    await popup;
    const { url } = (await (await signed).json()) as { url: string };
    const pdf = await colleague.request.get(url);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain(joiner);
    expect(text).not.toContain(owner.email);
    await colleague.context().close();

    // A fourth seat (a third invitation reserving one) is refused with the tier's message and the upgrade.
    await invite(page, uniqueEmail('fourth'), [COFFEE]);
    const refusal = teamSection(page).getByRole('alert');
    await expect(refusal).toContainText(seatLimitMessage(COFFEE, "UP TO 3 USER'S", 3));
    await expect(refusal.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/client/profile/billing',
    );
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '3 of 3 seats used');
    // The licence is upgraded in the billing view (issue 17), not bought again in the catalogue.
    await refusal.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  });
});

test.describe('seats and roles in the grid', () => {
  test('a seat beyond a single user licence is refused with the tier and an Upgrade link; a member sees the team without actions', async ({
    page,
    browser,
  }) => {
    await ownerWith(page, COFFEE, SINGLE);
    await openTeam(page);
    const member = uniqueEmail('member');
    await invite(page, member);
    await expect(membersTable(page).getByRole('row', { name: new RegExp(member) })).toBeVisible();
    await acceptThroughApi(page.request, await invitationPath(member), 'Ngozi');

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const seat = seatsTable(page).getByRole('checkbox', { name: `Seat Ngozi Okafor on ${COFFEE}` });
    await seat.click();
    const refusal = teamSection(page).getByRole('alert');
    await expect(refusal).toContainText(seatLimitMessage(COFFEE, 'SINGLE USER', 1));
    await expect(refusal.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/client/profile/billing',
    );
    await expect(seat).not.toBeChecked();
    await expect(seat).toBeFocused();
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '1 of 1 seat used');
    // The catalogue offers the owner the upgrade in the billing view, not in the cart.
    await page.goto('/reports');
    await expect(page.getByRole('link', { name: `UPGRADE ${COFFEE}` })).toHaveAttribute(
      'href',
      '/client/profile/billing',
    );

    // The member sees the team, and is told who changes it.
    const colleague = await anotherPerson(browser);
    await signInByApi(colleague, { email: member, password: 'Colleague#2026' });
    await openTeam(colleague);
    await expect(teamSection(colleague).getByText(TeamMessages.forbidden)).toBeVisible();
    await expect(membersTable(colleague).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(seatsTable(colleague).getByRole('checkbox')).toHaveCount(0);
    await expect(teamSection(colleague).getByRole('region', { name: 'Invite a colleague' })).toHaveCount(0);
    await expectNoAxeViolations(colleague);
    // A member is offered no upgrade: only the way to a seat.
    await colleague.goto('/reports');
    await expect(colleague.getByText(`${TeamMessages.askForSeat} on ${COFFEE}`)).toBeVisible();
    await expect(colleague.getByRole('link', { name: /^UPGRADE/ })).toHaveCount(0);
    await colleague.context().close();
  });

  test('billing takes no seat: the invitation offers none and the grid says why', async ({ page }) => {
    await ownerWith(page, COFFEE, UP_TO_3);
    await openTeam(page);
    const form = teamSection(page).getByRole('region', { name: 'Invite a colleague' });
    const seatChoice = form.getByRole('group', { name: 'Seats to reserve' });
    await expect(seatChoice).toBeVisible();
    const billing = uniqueEmail('billing');
    await form.getByLabel('Email').fill(billing);
    await form.getByLabel('Role').selectOption({ label: 'Billing' });
    await expect(seatChoice).toHaveCount(0);
    await expect(form.getByRole('status')).toHaveText(TeamMessages.billingTakesNoSeat);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      teamSection(page).getByRole('status').filter({ hasText: TeamMessages.invited }),
    ).toBeVisible();
    await acceptThroughApi(page.request, await invitationPath(billing), 'Bisi');

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const row = seatsTable(page).getByRole('row', { name: /Bisi Okafor/ });
    await expect(row.getByRole('rowheader')).toContainText(TeamMessages.billingNoSeat);
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an owner removes a member after confirming, and focus stays in the team', async ({ page }) => {
    await ownerWith(page, COFFEE, UP_TO_3);
    await openTeam(page);
    const member = uniqueEmail('leaver');
    await invite(page, member);
    await acceptThroughApi(page.request, await invitationPath(member), 'Tunde');
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

    const row = membersTable(page).getByRole('row', { name: /Tunde Okafor/ });
    const remove = row.getByRole('button', { name: 'Remove Tunde Okafor' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Tunde Okafor?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(
      teamSection(page).getByRole('status').filter({ hasText: TeamMessages.removed }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(teamSection(page).getByRole('heading', { level: 2, name: 'Team' })).toBeFocused();
  });

  test('the team fits a phone: the tables scroll sideways in their own focusable regions, never the page @mobile', async ({
    page,
  }) => {
    await ownerWith(page, COFFEE, UP_TO_3);
    await page.setViewportSize({ width: 390, height: 844 });
    await openTeam(page);
    await invite(page, uniqueEmail('phone'), [COFFEE]);
    await expect(seatMeter(page, COFFEE)).toHaveAttribute('aria-valuetext', '2 of 3 seats used');
    for (const name of ['Members and invitations', 'Seats by report type']) {
      const region = page.getByRole('region', { name, exact: true });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('an invitation link that is not one says so, with the way to sign in', async ({ page }) => {
    await page.goto(`/invitation/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText(TeamMessages.invitationInvalid);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('a suspension by the firm (issue 39)', () => {
  test('stays until the firm lifts it: the owner sees who suspended the member and has no way to undo it; staff reactivate them in the back office, with a reason', async ({
    page,
    browser,
  }) => {
    await ownerWith(page, COFFEE, UP_TO_3);
    await openTeam(page);
    const member = uniqueEmail('held');
    await invite(page, member);
    await acceptThroughApi(page.request, await invitationPath(member), 'Tunde');

    // Staff suspend the member, at another browser.
    const staff = await anotherPerson(browser);
    await signInByApi(staff, ADMIN);
    await staff.goto('/admin-dashboard/');
    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Clients' })
      .click();
    await staff.getByRole('searchbox', { name: 'Search organisation name or member email' }).fill(member);
    await staff.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(staff).toHaveURL(/[?&]q=/);
    await staff.getByRole('table').getByRole('link').first().click();
    const staffRow = staff.getByRole('row', { name: /Tunde Okafor/ });
    await staffRow.getByRole('button', { name: 'Suspend Tunde Okafor' }).click();
    const ask = staff.getByRole('alertdialog', { name: 'Suspend Tunde Okafor' });
    await ask.getByLabel(/Reason/).fill('Shared their sign-in');
    await ask.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(staffRow.getByRole('button', { name: 'Reactivate Tunde Okafor' })).toBeVisible();

    // The owner sees who suspended them, and is offered neither Reactivate nor Remove.
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const row = membersTable(page).getByRole('row', { name: /Tunde Okafor/ });
    await expect(row).toContainText('Suspended by Softline Advisory');
    await expect(row.getByRole('button', { name: /Reactivate/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Staff lift it; the owner's team shows the member active again.
    await staffRow.getByRole('button', { name: 'Reactivate Tunde Okafor' }).click();
    const lift = staff.getByRole('alertdialog', { name: 'Reactivate Tunde Okafor' });
    await lift.getByLabel(/Reason/).fill('Sign-in shared no more');
    await lift.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expect(lift).toBeHidden();
    await expect(staff.getByText('(reason: Sign-in shared no more)')).toBeVisible();
    await staff.context().close();

    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(row).not.toContainText('Suspended');
    await expect(row.getByRole('button', { name: 'Remove Tunde Okafor' })).toBeVisible();
  });
});
