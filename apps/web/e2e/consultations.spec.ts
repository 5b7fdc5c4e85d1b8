import { expectNoAxeViolations } from './axe';
import { enrolThroughApi } from './enrol';
import { expect, test } from './fixtures';
import { mailsMatching } from './outbox';
import { SANDBOX_CARD as CARD } from './purchases';

/** A weekday at least two days ahead (the demo analyst takes sessions on weekdays, with two hours' notice). */
function aWeekdayAhead(): string {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test.describe('consultations (issue 43)', () => {
  // The booker is in New York; the demo analyst works from London.
  test.use({ timezoneId: 'America/New_York' });

  test('a visitor books a 30-minute session from the services page, signs in, pays by card and receives the invitation', async ({
    page,
  }) => {
    const client = await enrolThroughApi(page.request);
    await page.goto('/services/consultation');
    await page.getByRole('link', { name: 'SCHEDULE CONSULTATION' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fclient%2Fconsultations/);
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/client\/consultations/);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
    await expect(page.getByText('No sessions booked yet.')).toBeVisible();

    await page.getByLabel('Day').fill(aWeekdayAhead());
    const times = page.getByRole('group', { name: /^Free times on .*\(America\/New York\)$/ });
    // London's 09:00 is 04:00 or 05:00 in New York, as the two countries' clocks stand that week.
    const first = times.getByRole('radio').first();
    await expect(first).toHaveAccessibleName(/^[45]:00 AM$/);
    await expectNoAxeViolations(page);
    await times.locator('label').first().click();
    await expect(first).toBeChecked();
    await page.getByRole('textbox', { name: 'Topic' }).fill('Brazilian coffee harvest');
    await page.getByRole('button', { name: 'Hold this time' }).click();

    await expect(page.getByText(/^We are holding .* with Elena Marsh for you until/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pay with' })).toBeHidden();
    await page.getByLabel('Card number').fill(CARD.number);
    await page.getByLabel('Expiry (MM / YY)').fill(CARD.expiry);
    await page.getByLabel('CVC').fill(CARD.cvc);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay $495' }).click();

    await expect(page.getByText(/^Your consultation is booked\./)).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await expect(upcoming).toContainText('30 minutes with Elena Marsh');
    await expect(upcoming).toContainText('Topic: Brazilian coffee harvest');
    await expect(upcoming.getByRole('link', { name: 'Join the session' })).toHaveAttribute(
      'href',
      'https://meet.softline.example/elena-marsh',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    const [confirmation] = await mailsMatching(
      (mail) => mail.includes(`To: ${client.email}`) && mail.includes('Your consultation is booked'),
      { about: 'the booking confirmation' },
    );
    expect(confirmation).toContain('BEGIN:VCALENDAR');
    expect(confirmation).toContain('METHOD:REQUEST');
    expect(confirmation).toMatch(/UID:consultation-\d+@/);
    expect(confirmation).toContain('https://meet.softline.example/elena-marsh');
  });
});
