import {
  InvitationPreviewResponseSchema,
  LoginDataSchema,
  TeamChangeResponseSchema,
  TeamMessages,
  TeamResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationAnswers } from '../../../src/modules/accounts/registration.js';
import { teamInvitations, tenants, users } from '../../../src/platform/database/schema.js';
import {
  createTestApp,
  createTestClock,
  holderOf,
  registrationOf,
  type TestApp,
} from '../../support/index.js';
import { bearerHeaders, reportTypeId, subscribe } from '../../support/report-fixtures.js';
import {
  acceptInvitation,
  addTeam,
  callAs,
  invitationMailTo,
  invitationToken,
  INVITEE_PASSWORD,
  inviteAs,
  teamOf,
  type TestTeam,
} from './team-fixtures.js';

const DAY = 24 * 60 * 60 * 1000;
const UP_TO_3 = 'subscription_price_for_upto_3_user';
const clock = createTestClock();
/** What the services logged: the server log, which only the firm reads. */
const logged: { object: object; message: string }[] = [];
const record = (object: object, message: string) => {
  logged.push({ object, message });
};
let t: TestApp;
let coffee: number;

beforeAll(async () => {
  t = await createTestApp({ clock, log: { info: record, warn: record, error: record } });
  coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t.close();
});

/** An organisation (ana the owner, bo an admin) with an 'up to 3' Coffee Weekly subscription nobody sits on. */
async function organisation(): Promise<TestTeam> {
  const team = await addTeam(t, { ana: 'owner', bo: 'admin', mo: 'member', bill: 'billing' });
  await subscribe(t.database.db, team.tenantId, 'Coffee Weekly Report', { tier: UP_TO_3, seats: 'none' });
  return team;
}

const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/team/invitations/${token}/` });

describe('inviting (issue 15)', () => {
  it('mails a 7-day link to /invitation/<token>, reserves the seats and lists the invitation first', async () => {
    const team = await organisation();
    const email = `ivy@${team.domain}`;
    const response = await inviteAs(t, team.email.bo!, {
      email: email.toUpperCase(),
      role: 'member',
      seats: [coffee],
    });
    expect(response.statusCode).toBe(201);
    const body = TeamChangeResponseSchema.parse(response.json());
    expect(body.message).toBe(TeamMessages.invited);
    expect(body.data.members[0]).toMatchObject({
      status: 'invited',
      email,
      role: 'member',
      seats: [coffee],
      first_name: null,
      expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });
    expect(body.data.subscriptions).toEqual([
      expect.objectContaining({ report_type_id: coffee, seats_total: 3, seats_used: 1 }),
    ]);

    const mail = await invitationMailTo(t, email);
    expect(mail).toContain(`Subject: You are invited to join Team`);
    const token = await invitationToken(t, email);
    expect(mail).toContain(`http://localhost/invitation/${token}`);
    // Only the token's hash is kept.
    const [stored] = await t.database.db
      .select({ tokenHash: teamInvitations.tokenHash })
      .from(teamInvitations)
      .where(eq(teamInvitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a member, an address already invited, and an account of another organisation', async () => {
    const team = await organisation();
    const other = await addTeam(t, { eve: 'owner' });
    const refused = async (email: string, message: string) => {
      const response = await inviteAs(t, team.email.ana!, { email, role: 'member' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message, errors: { email: [message] } });
    };
    await refused(team.email.mo!, TeamMessages.alreadyMember);
    await refused(other.email.eve!, TeamMessages.otherOrganisation);
    await refused('admin@softline.test', TeamMessages.otherOrganisation);
    expect(
      (await inviteAs(t, team.email.ana!, { email: `zed@${team.domain}`, role: 'billing' })).statusCode,
    ).toBe(201);
    await refused(`ZED@${team.domain}`, TeamMessages.alreadyInvited);
  });

  it('reserves seats only on types the organisation runs, within the tier', async () => {
    const team = await organisation();
    const sugar = await reportTypeId(t.database.db, 'Sugar Weekly Report');
    await subscribe(t.database.db, team.tenantId, 'Sugar Weekly Report', { expired: true, seats: 'none' });
    for (const seats of [[sugar], [await reportTypeId(t.database.db, 'Cotton Weekly Report')]]) {
      const response = await inviteAs(t, team.email.ana!, {
        email: `x@${team.domain}`,
        role: 'member',
        seats,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: TeamMessages.seatsInvalid,
        errors: { seats: [TeamMessages.seatsInvalid] },
      });
    }
    for (const name of ['a', 'b', 'c'])
      expect(
        (
          await inviteAs(t, team.email.ana!, {
            email: `${name}@${team.domain}`,
            role: 'member',
            seats: [coffee],
          })
        ).statusCode,
      ).toBe(201);
    const fourth = await inviteAs(t, team.email.ana!, {
      email: `d@${team.domain}`,
      role: 'member',
      seats: [coffee],
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      message:
        "All 3 seats of your UP TO 3 USER'S licence for Coffee Weekly Report are in use. Release a seat, or upgrade the licence for more.",
      upgrade: { report_type_id: coffee, tier: 'subscription_price_for_enterprise' },
    });
    const list = TeamResponseSchema.parse(
      (await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' })).json(),
    );
    expect(list.data.members.map((member) => member.email)).not.toContain(`d@${team.domain}`);
  });
});

describe('the invitation link (issue 15)', () => {
  it('shows what it asks the invitee to join, then signs them in as clientlogin does', async () => {
    const team = await organisation();
    const email = `ivy@${team.domain}`;
    await inviteAs(t, team.email.ana!, { email, role: 'admin', seats: [coffee] });
    const token = await invitationToken(t, email);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(InvitationPreviewResponseSchema.parse(shown.json()).data).toEqual({
      organisation: expect.stringMatching(/^Team \d+ Ltd$/),
      email,
      role: 'admin',
      invited_by: 'Test User 1',
      expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });

    const accepted = await acceptInvitation(t, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: true, data: expect.any(Object) });
    const login = LoginDataSchema.parse(accepted.json().data);
    expect(login).toMatchObject({ email, username: 'Ivy Invitee', user_type: 'client' });

    // The session works, the seat passed to the new member, and their password signs them in.
    const teamNow = await t.app.inject({
      method: 'GET',
      url: '/api/team/',
      headers: { authorization: `Bearer ${login.access}` },
    });
    expect(teamNow.statusCode).toBe(200);
    const member = TeamResponseSchema.parse(teamNow.json()).data.members.find((m) => m.email === email);
    expect(member).toMatchObject({ status: 'active', role: 'admin', seats: [coffee], is_you: true });
    expect(TeamResponseSchema.parse(teamNow.json()).data.subscriptions[0]!.seats_used).toBe(1);
    await bearerHeaders(t.app, email, INVITEE_PASSWORD);
    const events = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' });
    expect(
      events
        .json()
        .data.map((event: { action: string }) => event.action)
        .sort(),
    ).toEqual(['invited', 'joined']);
    expect(events.json().data).toContainEqual(
      expect.objectContaining({
        action: 'joined',
        actor: email,
        subject: email,
        before: null,
        after: { role: 'admin', seats: [coffee] },
      }),
    );

    // Single use.
    expect((await acceptInvitation(t, token)).json()).toMatchObject({ message: TeamMessages.invitationUsed });
    expect((await acceptInvitation(t, token)).statusCode).toBe(410);
    expect((await preview(token)).statusCode).toBe(410);
  });

  it('expires after 7 days by the clock, and its seats stop counting', async () => {
    const team = await organisation();
    const email = `late@${team.domain}`;
    await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [coffee] });
    const token = await invitationToken(t, email);
    clock.advance(7 * DAY + 1000);
    try {
      for (const response of [await preview(token), await acceptInvitation(t, token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ status: false, message: TeamMessages.invitationExpired });
      }
      const list = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
      expect(list.subscriptions[0]!.seats_used).toBe(0);
      expect(list.members[0]).toMatchObject({ status: 'invited', email, seats: [coffee] });
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
  });

  it('answers an unknown or malformed token as invalid (404), and a withdrawn one as withdrawn (410)', async () => {
    for (const token of ['A'.repeat(43), 'short', 'A'.repeat(44), `${'A'.repeat(42)}!`]) {
      for (const response of [
        await preview(encodeURIComponent(token)),
        await acceptInvitation(t, encodeURIComponent(token)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: TeamMessages.invitationInvalid });
      }
    }
    const team = await organisation();
    const email = `gone@${team.domain}`;
    const invited = teamOf(await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [coffee] }));
    const token = await invitationToken(t, email);
    const revoked = await callAs(t, team.email.bo!, {
      method: 'DELETE',
      url: `/api/team/invitations/${invited.members[0]!.id}/`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ message: TeamMessages.revoked });
    expect(teamOf(revoked).subscriptions[0]!.seats_used).toBe(0);
    expect(teamOf(revoked).members.map((member) => member.email)).not.toContain(email);
    const response = await acceptInvitation(t, token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: TeamMessages.invitationRevoked });
  });

  it('checks the name and password (400) and changes nothing', async () => {
    const team = await organisation();
    const email = `ivy@${team.domain}`;
    await inviteAs(t, team.email.ana!, { email, role: 'member' });
    const token = await invitationToken(t, email);
    const response = await acceptInvitation(t, token, { first_name: ' ', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: TeamMessages.firstNameRequired,
      errors: { first_name: [TeamMessages.firstNameRequired], password: [TeamMessages.passwordTooShort] },
    });
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('is accepted once when two acceptances of one link arrive together', async () => {
    const team = await organisation();
    const email = `twice@${team.domain}`;
    await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [coffee] });
    const token = await invitationToken(t, email);

    const statuses = (await Promise.all([acceptInvitation(t, token), acceptInvitation(t, token)])).map(
      (answer) => answer.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 410]);
    const joined = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(joined).toHaveLength(1);
  });

  it('resending mails a new link; the earlier one stops working', async () => {
    const team = await organisation();
    const email = `ivy@${team.domain}`;
    const invited = teamOf(await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [coffee] }));
    const first = await invitationToken(t, email);
    clock.advance(8 * DAY);
    try {
      const resent = await callAs(t, team.email.bo!, {
        method: 'POST',
        url: `/api/team/invitations/${invited.members[0]!.id}/resend/`,
      });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ message: TeamMessages.resent });
      // The expired invitation's seat is reserved again.
      expect(teamOf(resent).subscriptions[0]!.seats_used).toBe(1);
      expect(teamOf(resent).members[0]!.expires_at).toBe(
        new Date(clock.now().getTime() + 7 * DAY).toISOString(),
      );
      const second = await invitationToken(t, email);
      expect(second).not.toBe(first);
      expect((await preview(first)).statusCode).toBe(404);
      expect((await acceptInvitation(t, second)).statusCode).toBe(200);
    } finally {
      clock.advance(-8 * DAY);
    }
  });

  it('refuses, when accepted, an address that joined another organisation meanwhile', async () => {
    const team = await organisation();
    const other = await organisation();
    const email = `both@${team.domain}`;
    await inviteAs(t, team.email.ana!, { email, role: 'member' });
    const first = await invitationToken(t, email);
    await inviteAs(t, other.email.ana!, { email, role: 'member' });
    const second = await invitationToken(t, email);
    expect((await acceptInvitation(t, second)).statusCode).toBe(200);
    const response = await acceptInvitation(t, first);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: TeamMessages.otherOrganisation });
  });

  it('lets a removed member join again with the same account', async () => {
    const team = await organisation();
    const removed = await callAs(t, team.email.ana!, {
      method: 'DELETE',
      url: `/api/team/members/${team.id.mo}/`,
    });
    expect(removed.statusCode).toBe(200);
    await inviteAs(t, team.email.ana!, { email: team.email.mo, role: 'billing' });
    const accepted = await acceptInvitation(t, await invitationToken(t, team.email.mo!), {
      first_name: 'Mo',
    });
    expect(accepted.statusCode).toBe(200);
    expect(LoginDataSchema.parse(accepted.json().data).id).toBe(team.id.mo);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, team.id.mo!));
    expect(row).toMatchObject({
      tenantId: team.tenantId,
      role: 'billing',
      status: 'active',
      firstName: 'Mo',
    });
  });

  it('mails at most so many invitations an hour per organisation, whoever of it sends them', async () => {
    const limited = await createTestApp({ invitationMailRateLimitMax: 2 });
    try {
      const crew = await addTeam(limited, { kim: 'owner', lee: 'admin' });
      const statuses: number[] = [];
      for (const [call, sender] of ['kim', 'lee', 'kim'].entries()) {
        const response = await callAs(limited, crew.email[sender]!, {
          method: 'POST',
          url: '/api/team/invitations/',
          payload: { email: `guest-${call}@crew.test`, role: 'member', seats: [] },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(response.json()).toMatchObject({ message: TeamMessages.tooManyInvitations });
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ invitationRateLimitMax: 2 });
    try {
      const token = 'B'.repeat(43);
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1)
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: `/api/team/invitations/${token}/` })).statusCode,
        );
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('an address with a pending, unconfirmed registration (issue 39)', () => {
  /** A registration of `email` that nobody confirms: a pending organisation with the address as its owner. */
  async function registerUnconfirmed(email: string, tenant = 'Squatters Ltd') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/client/tenant-register/',
      payload: registrationOf(email, tenant),
    });
    expect(response.statusCode).toBe(201);
  }

  const tenantsNamed = (name: string) =>
    t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));

  const eventsOf = async (owner: string) =>
    (await callAs(t, owner, { method: 'GET', url: '/api/team/events/' })).json().data as {
      action: string;
      subject: string;
      after: Record<string, unknown> | null;
    }[];

  const invitationIdOf = async (email: string) =>
    (
      await t.database.db
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(eq(teamInvitations.email, email))
    )[0]!.id;

  /** The server log's lines about registrations replaced by an invitation of the organisation. */
  const replacementsLogged = (tenantId: string) =>
    logged.filter(
      ({ object, message }) =>
        message === 'an invitation replaced an unconfirmed registration of its address' &&
        'tenantId' in object &&
        object.tenantId === tenantId,
    );

  it('invites the address all the same: the registration is replaced, which only the firm is told', async () => {
    const team = await organisation();
    const email = `new.hire@${team.domain}`;
    await registerUnconfirmed(email, 'Squatters One Ltd');

    const invited = await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [coffee] });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ message: TeamMessages.invited });
    // The pending owner and organisation are gone; nothing of them is left behind.
    expect(await holderOf(t, email)).toEqual([]);
    expect(await tenantsNamed('Squatters One Ltd')).toEqual([]);
    // The organisation's record of the invitation does not say that someone had registered the address; the
    // server log does, for the firm.
    expect(await eventsOf(team.email.ana!)).toContainEqual(
      expect.objectContaining({
        action: 'invited',
        subject: email,
        after: { role: 'member', seats: [coffee], expires_at: expect.any(String) },
      }),
    );
    expect(replacementsLogged(team.tenantId)).toEqual([
      expect.objectContaining({
        object: { tenantId: team.tenantId, invitationId: await invitationIdOf(email), change: 'invited' },
      }),
    ]);

    // The code mailed for the replaced registration reaches the mailbox's owner, who tries it: it confirms nothing,
    // and the answer says why.
    const otp = await t.mailedCode(email, 'Confirm your email address');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/client/tenant-register/',
      payload: { email, otp },
    });
    expect(confirmed.statusCode).toBe(410);
    expect(confirmed.json()).toEqual({ status: false, message: RegistrationAnswers.replaced });
    expect(await holderOf(t, email)).toEqual([]);

    const accepted = await acceptInvitation(t, await invitationToken(t, email));
    expect(accepted.statusCode).toBe(200);
    expect(await holderOf(t, email)).toEqual([
      expect.objectContaining({
        status: 'active',
        tenantStatus: 'active',
        tenant: expect.stringMatching(/^Team/),
      }),
    ]);
  });

  it('replaces it when an invitation sent before the registration is accepted', async () => {
    const team = await organisation();
    const email = `later@${team.domain}`;
    expect((await inviteAs(t, team.email.ana!, { email, role: 'admin', seats: [coffee] })).statusCode).toBe(
      201,
    );
    const token = await invitationToken(t, email);
    await registerUnconfirmed(email, 'Squatters Two Ltd');

    const accepted = await acceptInvitation(t, token);
    expect(accepted.statusCode).toBe(200);
    const login = LoginDataSchema.parse(accepted.json().data);
    expect(await holderOf(t, email)).toEqual([
      { id: login.id, status: 'active', tenant: expect.stringMatching(/^Team/), tenantStatus: 'active' },
    ]);
    expect(await tenantsNamed('Squatters Two Ltd')).toEqual([]);
    expect(await eventsOf(team.email.ana!)).toContainEqual(
      expect.objectContaining({
        action: 'joined',
        subject: email,
        after: { role: 'admin', seats: [coffee] },
      }),
    );
    expect(replacementsLogged(team.tenantId)).toEqual([
      expect.objectContaining({
        object: { tenantId: team.tenantId, invitationId: await invitationIdOf(email), change: 'joined' },
      }),
    ]);
  });

  it('gives way to a confirmation arriving at the same moment, or wins over it, never both', async () => {
    const team = await organisation();
    const email = `race@${team.domain}`;
    await registerUnconfirmed(email, 'Squatters Race Ltd');
    const otp = await t.mailedCode(email, 'Confirm your email address');
    const [invited, confirmed] = await Promise.all([
      inviteAs(t, team.email.ana!, { email, role: 'member' }),
      t.app.inject({ method: 'POST', url: '/api/accounts/client/tenant-register/', payload: { email, otp } }),
    ]);
    const holder = await holderOf(t, email);
    if (invited.statusCode === 201) {
      expect(confirmed.statusCode).toBe(410);
      expect(holder).toEqual([]);
    } else {
      expect(invited.json()).toMatchObject({ message: TeamMessages.otherOrganisation });
      expect(confirmed.statusCode).toBe(200);
      expect(holder).toEqual([
        expect.objectContaining({ status: 'active', tenant: 'Squatters Race Ltd', tenantStatus: 'active' }),
      ]);
    }
  });

  it('keeps the registration when the invitation is refused for another reason', async () => {
    const team = await organisation();
    const email = `kept@${team.domain}`;
    await registerUnconfirmed(email, 'Squatters Three Ltd');
    const sugar = await reportTypeId(t.database.db, 'Sugar Weekly Report');
    const refused = await inviteAs(t, team.email.ana!, { email, role: 'member', seats: [sugar] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TeamMessages.seatsInvalid });
    expect(await holderOf(t, email)).toEqual([
      expect.objectContaining({ status: 'pending', tenant: 'Squatters Three Ltd', tenantStatus: 'pending' }),
    ]);
    expect(replacementsLogged(team.tenantId)).toEqual([]);
  });

  it('still refuses a confirmed account of another organisation, and a pending one the firm gave a subscription', async () => {
    const team = await organisation();
    const other = await addTeam(t, { eve: 'owner' });
    const granted = `granted@${team.domain}`;
    await registerUnconfirmed(granted, 'Squatters Four Ltd');
    const [pending] = await tenantsNamed('Squatters Four Ltd');
    await subscribe(t.database.db, pending!.id, 'Coffee Weekly Report', { seats: 'none' });
    for (const email of [other.email.eve!, granted]) {
      const response = await inviteAs(t, team.email.ana!, { email, role: 'member' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: TeamMessages.otherOrganisation });
    }
    expect(await holderOf(t, other.email.eve!)).toEqual([
      expect.objectContaining({ status: 'active', tenant: expect.stringMatching(/^Team/) }),
    ]);
    expect(await holderOf(t, granted)).toEqual([
      expect.objectContaining({ status: 'pending', tenant: 'Squatters Four Ltd' }),
    ]);
  });
});
