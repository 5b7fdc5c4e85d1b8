import type { APIRequestContext } from '@playwright/test';
import { apiHeaders } from './client-api';
import { uniqueEmail } from './enrol';
import { expect, type Page } from './fixtures';
import { mailsMatching } from './outbox';

/** The invitation link mailed to `email` (the newest), as a path on this site. */
export async function invitationPath(email: string): Promise<string> {
  const recipient = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'im');
  const mails = await mailsMatching((mail) => recipient.test(mail) && /\/invitation\//.test(mail), {
    about: `the invitation to ${email}`,
  });
  const token = mails.at(-1)?.match(/\/invitation\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, `an invitation link mailed to ${email}`).toBeDefined();
  return `/invitation/${token}`;
}

/** The password colleagues who join through the API choose. */
export const COLLEAGUE_PASSWORD = 'Colleague#2026';

/** Accepts an invitation through the API, as the invitation page does; for colleagues a test only needs present. */
export async function acceptThroughApi(request: APIRequestContext, path: string, firstName: string) {
  const token = path.split('/').at(-1);
  const accepted = await request.post(`/api/team/invitations/${token}/accept/`, {
    data: { first_name: firstName, last_name: 'Okafor', password: COLLEAGUE_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * A member of the signed-in owner's team: invited through the API and joined through their mailed link, as a new
 * colleague would. Resolves their sign-in details.
 */
export async function colleagueOf(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const invited = await page.request.post('/api/team/invitations/', {
    headers: await apiHeaders(page),
    data: { email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await acceptThroughApi(page.request, await invitationPath(email), firstName);
  return { email, password: COLLEAGUE_PASSWORD };
}
