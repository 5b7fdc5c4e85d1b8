import { randomUUID } from 'node:crypto';
import { EDITOR, FINANCE } from './accounts';
import { expectNoAxeViolations } from './axe';
import { apiHeaders } from './client-api';
import { colleagueOf } from './colleagues';
import { enrolThroughApi } from './enrol';
import type { Browser } from '@playwright/test';
import { mailsMatching } from './outbox';
import { expect, test, type Page } from './fixtures';
import { pdfText } from './pdf-text';
import { payCartByCard, placeCardOrder } from './purchases';
import { onePagePdf } from './reports-upload';
import { signInByApi } from './sign-in';

/** A calendar day `days` after today (UTC), as a date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The card of a session to come on a public page, by its course's title. */
const sessionCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** An editor adds a course titled `title` with one virtual session of `capacity` seats at $5,000, 50 days from now. */
async function addSessionAsEditor(browser: Browser, title: string, capacity = 5): Promise<number> {
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, EDITOR);
  const headers = await apiHeaders(staff);
  const analysts = (await (await staff.request.get('/api/consultations/analysts/')).json()) as {
    data: { id: number; name: string }[];
  };
  const course = await staff.request.post('/api/admin/courses/', {
    headers,
    data: { title, description: 'Robusta against arabica.', level: 'advanced', commodity: 'coffee' },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { data: { id: number } }).data.id;
  const session = await staff.request.post(`/api/admin/courses/${courseId}/sessions/`, {
    headers,
    data: {
      first_day: dayFromNow(50),
      last_day: dayFromNow(53),
      hours: { start: '09:00', end: '17:00' },
      time_zone: 'America/New_York',
      format: 'virtual',
      place: null,
      joining_link: 'https://meet.firm.test/robusta',
      capacity,
      price_per_participant: 5000,
      analyst_id: analysts.data.find((analyst) => analyst.name === 'Marcus Reyes')!.id,
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  const { data } = (await session.json()) as { data: { sessions: { id: number }[] } };
  await staff.context().close();
  return data.sessions[0]!.id;
}

/** An editor uploads a one-page PDF titled `title` to the session through the API. */
async function uploadMaterialAsEditor(browser: Browser, sessionId: number, title: string): Promise<void> {
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, EDITOR);
  const uploaded = await staff.request.post(
    `/api/admin/course-sessions/${sessionId}/materials/?title=${encodeURIComponent(title)}&file_name=notes.pdf`,
    {
      headers: { ...(await apiHeaders(staff)), 'content-type': 'application/pdf' },
      data: onePagePdf(title),
    },
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await staff.context().close();
}

/** The signed-in client buys `seats` of the session by card through the API, paid at once. */
async function buySeatsThroughApi(page: Page, sessionId: number, seats: number): Promise<void> {
  const added = await page.request.post('/api/reports/cart/course-seats/', {
    headers: await apiHeaders(page),
    data: { session: sessionId, seats },
  });
  expect(added.status(), await added.text()).toBe(201);
  await payCartByCard(page, (await added.json()) as { data: { id: number }[]; total_cart_value: number });
}

test('Courses (issue 44): an editor adds a course and a session in the back office; visitors find it on /courses and /services/courses', async ({
  page,
  browser,
}) => {
  const title = `Arabica hedging ${randomUUID().slice(0, 8)}`;
  await signInByApi(page, EDITOR);
  await page.goto('/admin-dashboard/');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // The demo's courses are there, with their sessions.
  await expect(page.getByRole('heading', { level: 2, name: 'Hedging Sugar Price Risk' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add course' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Add a course' });
  await courseDialog.getByLabel('Title').fill(title);
  await courseDialog
    .getByLabel('Description')
    .fill('Two days on arabica futures and the hedges that use them.');
  await courseDialog.getByLabel('Level').selectOption('intermediate');
  await courseDialog.getByLabel('Commodity').selectOption('coffee');
  await expectNoAxeViolations(page);
  await courseDialog.getByRole('button', { name: 'Add course' }).click();
  await expect(courseDialog).toBeHidden();
  await expect(page.getByText('Course added.')).toBeVisible();

  await page.getByRole('button', { name: `Add session of ${title}` }).click();
  const sessionDialog = page.getByRole('dialog', { name: `Add a session of ${title}` });
  const first = dayFromNow(40);
  await sessionDialog.getByLabel('First day').fill(first);
  // A day before the first is refused by the form, with the domain's message, and nothing is sent.
  await sessionDialog.getByLabel('Last day').fill(dayFromNow(39));
  await sessionDialog.getByLabel('Starts at').fill('09:00');
  await sessionDialog.getByLabel('Ends at').fill('16:00');
  await sessionDialog.getByLabel('Time zone').selectOption('Europe/London');
  await sessionDialog.getByLabel('Format').selectOption('in_person');
  await sessionDialog.getByLabel('Place').fill('20 Eastcheap, London');
  await sessionDialog.getByLabel('Capacity').fill('14');
  await sessionDialog.getByLabel('Price per participant').fill('4800');
  await sessionDialog.getByLabel('Analyst').selectOption({ label: 'Elena Marsh (Europe/London)' });
  await sessionDialog.getByRole('button', { name: 'Add session' }).click();
  await expect(
    sessionDialog.getByText(/Enter the last day as YYYY-MM-DD, on or after the first day/),
  ).toBeVisible();
  await sessionDialog.getByLabel('Last day').fill(dayFromNow(41));
  await expectNoAxeViolations(page);
  await sessionDialog.getByRole('button', { name: 'Add session' }).click();
  await expect(sessionDialog).toBeHidden();
  await expect(page.getByText('Session added.')).toBeVisible();
  const course = page.getByRole('region', { name: title });
  await expect(course.getByRole('table')).toContainText('20 Eastcheap, London');
  await expect(course.getByRole('table')).toContainText('14 seats left');

  // A visitor, in a browser of their own.
  const visitor = await (await browser.newContext()).newPage();
  for (const path of ['/courses', '/services/courses']) {
    await visitor.goto(path);
    const card = sessionCard(visitor, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Intermediate · Coffee');
    await expect(card).toContainText('In person, 20 Eastcheap, London');
    await expect(card).toContainText('Taught by Elena Marsh');
    await expect(card).toContainText('$4,800');
    await expect(card).toContainText('14 seats left');
  }
  await visitor.context().close();
});

test('/courses and /services/courses list the demo sessions to come, with no axe violation @mobile', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  for (const path of ['/courses', '/services/courses']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions to come' })).toBeVisible();
    const card = sessionCard(page, 'Coffee and Cocoa Futures: Foundations');
    await expect(card).toContainText('Introductory · Coffee');
    await expect(card).toContainText('16 seats left');
    await expect(sessionCard(page, 'Hedging Sugar Price Risk')).toContainText('In person');
    await expectNoAxeViolations(page);
  }
  // The sessions came with the page: its first load asked the API for none of them.
  expect(requests).not.toContain('/api/courses/sessions/');
});

test('a client buys two seats of a session in the cart, pays by card, and the session has two seats fewer', async ({
  page,
  browser,
}) => {
  // An editor adds a session of its own for this test (the demo's are counted by the test above).
  const title = `Robusta spreads ${randomUUID().slice(0, 8)}`;
  await addSessionAsEditor(browser, title);

  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  await page.goto('/courses');
  const card = sessionCard(page, title);
  await expect(card).toContainText('5 seats left');
  await card.getByLabel(`Seats of ${title}`).selectOption('2');
  await card.getByRole('button', { name: /^ADD TO CART/ }).click();
  await expect(card.getByRole('link', { name: /^IN YOUR CART/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: /^IN YOUR CART/ }).click();
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toContainText(title);
  await expect(line).toContainText('$10,000 ($5,000 per participant)');
  await expect(line).toContainText('You name the participants once it is paid.');
  // Three seats, then two again: the line is priced anew by the server each time.
  await line.getByLabel(`Seats of ${title}`).selectOption('3');
  await expect(line).toContainText('$15,000');
  await line.getByLabel(`Seats of ${title}`).selectOption('2');
  await expect(line).toContainText('$10,000');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'SECURE CHECKOUT' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Course: ${title}`);
  await expect(summary).toContainText('2 × $5,000');
  await placeCardOrder(page, client);
  await expect(page.getByText(`Course: ${title}`)).toBeVisible();

  await page.goto('/courses');
  await expect(sessionCard(page, title)).toContainText('3 seats left');

  // The portal's Courses page: the session in the reader's zone; the buyer names a colleague (a member of the team)
  // and someone outside it, and each gets the invitation with every day of the session.
  const colleague = await colleagueOf(page, 'Ngozi');
  await page.goto('/client/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const bought = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(bought).toContainText('0 of 2 seats named');
  await expect(
    bought.getByRole('list', { name: `Days of ${title}, in your time zone` }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(bought.getByRole('link', { name: /^Join the session/ })).toHaveAttribute(
    'href',
    'https://meet.firm.test/robusta',
  );
  await expectNoAxeViolations(page);
  const guest = `guest-${randomUUID().slice(0, 8)}@elsewhere.test`;
  for (const email of [colleague.email, guest]) {
    await bought.getByLabel('Participant’s email').fill(email);
    await bought.getByRole('button', { name: 'ADD PARTICIPANT' }).click();
    await expect(bought.getByRole('status')).toHaveText('Participant added; their invitation is on its way.');
  }
  await expect(bought).toContainText('2 of 2 seats named');
  await expect(bought).toContainText(`Ngozi Okafor (${colleague.email})`);
  await expect(bought.getByRole('button', { name: 'ADD PARTICIPANT' })).toBeHidden();
  await expectNoAxeViolations(page);
  for (const email of [colleague.email, guest]) {
    const [invitation] = await mailsMatching(
      // (The subject, with its dash, travels encoded.)
      (mail) => mail.includes(`To: ${email}`) && mail.includes('UID:course-session-') && mail.includes(title),
      { about: `the invitation to ${email}` },
    );
    expect(invitation).toContain('METHOD:REQUEST');
    // One event for each of the four days (the invitation is both the mail's calendar part and its invite.ics).
    expect(new Set(invitation!.match(/UID:course-session-[^\r\n]+/g))).toHaveProperty('size', 4);
  }
});

test('@mobile-only a full session’s card and the portal’s Courses page with a session bought, its materials and a waiting list have no axe violation at 390 px', async ({
  page,
  browser,
}) => {
  const title = `Arabica basis ${randomUUID().slice(0, 8)}`;
  const sessionId = await addSessionAsEditor(browser, title, 1);
  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  await buySeatsThroughApi(page, sessionId, 1);
  // Full now: the organisation waits for one seat more.
  await page.goto('/courses');
  const card = sessionCard(page, title);
  await expect(card.getByRole('button', { name: /^JOIN THE WAITING LIST/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /^JOIN THE WAITING LIST/ }).click();
  await expect(card).toContainText('You are on the waiting list.');

  await uploadMaterialAsEditor(browser, sessionId, 'Reading list');
  await page.goto('/client/courses');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD PARTICIPANT' })).toBeVisible();
  await expect(page.getByRole('list', { name: `Materials of ${title}` })).toContainText('Reading list');
  await expect(page.getByRole('list', { name: 'Your waiting lists' })).toContainText('1st in line');
  await expectNoAxeViolations(page);
});

test('a full session’s waiting list: a client joins, a refund frees the seat, it is offered to them by mail, and they buy it', async ({
  page,
  browser,
}) => {
  const title = `Cocoa grading ${randomUUID().slice(0, 8)}`;
  const sessionId = await addSessionAsEditor(browser, title, 1);
  // Another organisation has the only seat.
  const holderPage = await (await browser.newContext()).newPage();
  const holder = await enrolThroughApi(holderPage.request);
  await signInByApi(holderPage, holder);
  await buySeatsThroughApi(holderPage, sessionId, 1);
  await holderPage.context().close();

  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  await page.goto('/courses');
  const card = sessionCard(page, title);
  await expect(card).toContainText('Full — join the waiting list');
  await expect(card.getByRole('button', { name: /^ADD TO CART/ })).toBeHidden();
  await card.getByRole('button', { name: /^JOIN THE WAITING LIST/ }).click();
  await expect(card).toContainText('You are on the waiting list.');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Courses' }).click();
  const lists = page.getByRole('list', { name: 'Your waiting lists' });
  await expect(lists).toContainText(`${title}`);
  await expect(lists).toContainText('1 seat wanted · 1st in line');
  await expectNoAxeViolations(page);

  // Finance refunds the holder's order: the seat is offered to the first in line at once.
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, FINANCE);
  const staffHeaders = await apiHeaders(staff);
  const listed = await staff.request.get(`/api/admin/orders/?q=${encodeURIComponent(holder.email)}`, {
    headers: staffHeaders,
  });
  const [order] = ((await listed.json()) as { data: { number: string }[] }).data;
  const refunded = await staff.request.post(`/api/admin/orders/${order!.number}/refund/`, {
    headers: staffHeaders,
    data: { reason: 'The participant cannot come.', end_access: true },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await staff.context().close();

  const [offer] = await mailsMatching(
    (mail) => mail.includes(`To: ${client.email}`) && mail.includes('held for') && mail.includes(title),
    { about: 'the seat offered from the waiting list' },
  );
  expect(offer).toContain('/client/courses');
  await expect(async () => {
    await page.reload();
    await expect(lists).toContainText('1 seat is held for your organisation until', { timeout: 1000 });
  }).toPass();
  await expectNoAxeViolations(page);

  await lists.getByRole('button', { name: /^BUY THE SEAT/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(title);
  await page.getByRole('link', { name: 'SECURE CHECKOUT' }).click();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(`Course: ${title}`);
  await placeCardOrder(page, client);
  await expect(page.getByText(`Course: ${title}`)).toBeVisible();

  await page.goto('/client/courses');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your waiting lists' })).toBeHidden();
});

test('an editor uploads a session’s material in the back office; the colleague who attends opens it from the portal, stamped with them', async ({
  page,
  browser,
}) => {
  const title = `Cocoa grind ${randomUUID().slice(0, 8)}`;
  const sessionId = await addSessionAsEditor(browser, title);
  const client = await enrolThroughApi(page.request);
  await signInByApi(page, client);
  await buySeatsThroughApi(page, sessionId, 1);
  const colleague = await colleagueOf(page, 'Tunde');
  const named = await page.request.post(`/api/courses/sessions/${sessionId}/participants/`, {
    headers: await apiHeaders(page),
    data: { email: colleague.email },
  });
  expect(named.status(), await named.text()).toBe(201);

  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, EDITOR);
  await staff.goto('/admin-dashboard/courses');
  await staff
    .getByRole('region', { name: title })
    .getByRole('button', { name: /^Materials of the session of/ })
    .click();
  const dialog = staff.getByRole('dialog', { name: /^Materials of / });
  await expect(dialog).toContainText('No materials yet.');
  // Without a title nothing is sent, and the form says why.
  await dialog.getByLabel('PDF').setInputFiles({
    name: 'day-one.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Day one: grind ratios'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the material a title of at most 200 characters.');
  await dialog.getByLabel('Title').fill('Day one slides');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByText('Material uploaded; the session’s participants are sent its link.'),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: /^Materials of / })).toContainText('Day one slides');
  await expectNoAxeViolations(staff);
  await staff.context().close();

  // The buyer, who does not attend, sees it listed only.
  await page.goto('/client/courses');
  const listed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(listed.getByRole('list', { name: `Materials of ${title}` })).toContainText('Day one slides');
  await expect(listed).toContainText('The session’s participants open its materials.');
  await expect(listed.getByRole('button', { name: /Day one slides$/ })).toHaveCount(0);

  await page.context().clearCookies();
  await signInByApi(page, colleague);
  await page.goto('/client/courses');
  const bought = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const materials = bought.getByRole('list', { name: `Materials of ${title}` });
  await expect(materials).toContainText('Day one slides');
  await expectNoAxeViolations(page);
  const signed = page.waitForResponse('**/api/courses/materials/*/link/');
  const popup = page.waitForEvent('popup');
  await materials.getByRole('button', { name: 'OPEN Day one slides' }).click();
  await popup;
  const { url } = (await (await signed).json()) as { url: string };
  const pdf = await page.request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain('Day one: grind ratios');
  expect(text).toContain(`Licensed to ${client.tenant} - ${colleague.email}`);
});
