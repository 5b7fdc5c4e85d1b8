import type { TeamChangeResponse, TeamRole } from '@firm/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../../../src/platform/database/schema.js';
import { decodeQuotedPrintable, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';

let organisations = 0;

/** A team: its organisation, and each person's address and user id by the name the test calls them. */
export interface TestTeam {
  tenantId: string;
  domain: string;
  email: Record<string, string>;
  id: Record<string, string>;
}

/**
 * A new active organisation with a person per entry (`{ ana: 'owner', ben: 'admin' }`), each signing in with
 * FIXTURE_PASSWORD at `<name>@<the organisation's own domain>`; the owner joined first, the others in order.
 */
export async function addTeam(t: TestApp, people: Record<string, TeamRole>): Promise<TestTeam> {
  organisations += 1;
  const domain = `team-${organisations}.test`;
  const names = Object.keys(people).sort(
    (a, b) => Number(people[b] === 'owner') - Number(people[a] === 'owner'),
  );
  const emails = names.map((name) => `${name}@${domain}`);
  const { tenantId, userIds } = await addOrganisation(t.database.db, `Team ${organisations} Ltd`, emails);
  const email: Record<string, string> = {};
  const id: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    email[name] = emails[index]!;
    id[name] = userIds[index]!;
    await t.database.db.update(users).set({ role: people[name]! }).where(eq(users.id, userIds[index]!));
  }
  return { tenantId, domain, email, id };
}

/** Calls the API as the person (signed in afresh), or as a visitor with `null`. */
export async function callAs(
  t: TestApp,
  email: string | null,
  request: { method: InjectOptions['method']; url: string; payload?: InjectOptions['payload'] },
) {
  const headers = email ? await bearerHeaders(t.app, email) : {};
  return t.app.inject({ ...request, headers });
}

/** Invites an address as the person: `payload` is the request's body (email, role, seats). */
export const inviteAs = (t: TestApp, as: string, payload: Record<string, unknown>) =>
  callAs(t, as, { method: 'POST', url: '/api/team/invitations/', payload });

/** The password acceptInvitation chooses unless its payload says otherwise. */
export const INVITEE_PASSWORD = 'Joined@2026';

/** Accepts the invitation of `token` as Ivy Invitee with INVITEE_PASSWORD, or with what `payload` changes. */
export const acceptInvitation = (t: TestApp, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/team/invitations/${token}/accept/`,
    payload: { first_name: 'Ivy', last_name: 'Invitee', password: INVITEE_PASSWORD, ...payload },
  });

/** The newest invitation mailed to `to` (delivering the queued mail first), decoded. */
export async function invitationMailTo(t: TestApp, to: string): Promise<string> {
  const mails = (await t.outbox()).filter((mail) => mail.to.includes(to));
  const raw = mails.at(-1)?.raw;
  if (!raw) throw new Error(`no mail to ${to}`);
  return decodeQuotedPrintable(raw);
}

/** The token of the link in the newest invitation mailed to `to`. */
export async function invitationToken(t: TestApp, to: string): Promise<string> {
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(await invitationMailTo(t, to))?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${to}`);
  return token;
}

export const teamOf = (response: { json(): unknown }) => (response.json() as TeamChangeResponse).data;
