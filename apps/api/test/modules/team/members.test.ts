import { createHash, randomBytes } from 'node:crypto';
import { TeamEventsResponseSchema, TeamMessages, TeamResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, teamInvitations, users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders, FIXTURE_PASSWORD, reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { addTeam, callAs, teamOf, type TestTeam } from './team-fixtures.js';
import { staffActionRows, teamEventRows } from '../../support/activity-records.js';

const MINUTE = 60_000;
const clock = createTestClock();
let t: TestApp;
let coffee: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t.close();
});

async function organisation() {
  const team = await addTeam(t, { ana: 'owner', bo: 'admin', mo: 'member' });
  await subscribe(t.database.db, team.tenantId, 'Coffee Weekly Report', { seats: 'joined' });
  return team;
}

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password: FIXTURE_PASSWORD },
  });

describe('suspending and removing (issue 15)', () => {
  it('a suspended member’s sessions end at once; they keep their seats and come back when reactivated', async () => {
    const team = await organisation();
    const session = (await signIn(team.email.mo!)).json().data as { access: string; refresh: string };
    const headers = { authorization: `Bearer ${session.access}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers })).statusCode).toBe(200);

    const suspended = await callAs(t, team.email.bo!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/suspend/`,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ message: TeamMessages.suspended });
    expect(teamOf(suspended).members.find((member) => member.id === team.id.mo)).toMatchObject({
      status: 'suspended',
      seats: [coffee],
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(team.email.mo!)).statusCode).toBe(403);
    const [ended] = await t.database.db.select().from(sessions).where(eq(sessions.userId, team.id.mo!));
    expect(ended).toMatchObject({ endedReason: 'suspended' });

    const reactivated = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/reactivate/`,
    });
    expect(reactivated.json()).toMatchObject({ message: TeamMessages.reactivated });
    expect(teamOf(reactivated).members.find((member) => member.id === team.id.mo)!.status).toBe('active');
    expect((await signIn(team.email.mo!)).statusCode).toBe(200);
    // The old session stays ended.
    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers })).statusCode).toBe(401);
  });

  it('a removed member’s sessions end, their seats are free, and their row stays for their orders', async () => {
    const team = await organisation();
    const headers = await bearerHeaders(t.app, team.email.mo!);
    const removed = await callAs(t, team.email.bo!, {
      method: 'DELETE',
      url: `/api/team/members/${team.id.mo}/`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: TeamMessages.removed });
    expect(teamOf(removed).members.map((member) => member.id)).not.toContain(team.id.mo);
    expect(teamOf(removed).subscriptions[0]!.seats_used).toBe(2);

    expect((await t.app.inject({ method: 'GET', url: '/api/team/', headers })).statusCode).toBe(401);
    // Their password no longer works either.
    expect((await signIn(team.email.mo!)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, team.id.mo!));
    expect(row).toMatchObject({ email: team.email.mo, tenantId: null, role: null, status: 'disabled' });
    // Removing again: no such member any more.
    const again = await callAs(t, team.email.bo!, {
      method: 'DELETE',
      url: `/api/team/members/${team.id.mo}/`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('handing over ownership (issue 15)', () => {
  it('the owner hands the organisation to an active admin and becomes an admin', async () => {
    const team = await organisation();
    const response = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: '/api/team/ownership/',
      payload: { member_id: team.id.bo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: TeamMessages.ownershipTransferred });
    const data = teamOf(response);
    expect(data.your_role).toBe('admin');
    expect(data.can_manage).toBe(true);
    expect(data.members.find((member) => member.id === team.id.bo)!.role).toBe('owner');
    expect(data.members.find((member) => member.id === team.id.ana)!.role).toBe('admin');

    // The former owner is an admin like any other now.
    const back = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: '/api/team/ownership/',
      payload: { member_id: team.id.ana },
    });
    expect(back.statusCode).toBe(403);
    expect(back.json()).toMatchObject({ message: TeamMessages.ownerOnly });
    const removeOwner = await callAs(t, team.email.ana!, {
      method: 'DELETE',
      url: `/api/team/members/${team.id.bo}/`,
    });
    expect(removeOwner.json()).toMatchObject({ message: TeamMessages.ownerUntouchable });
  });

  it('only to an active admin (400)', async () => {
    const team = await organisation();
    await t.services.team.suspend({ userId: team.id.ana!, tenantId: team.tenantId }, team.id.bo!);
    for (const memberId of [team.id.mo, team.id.bo, team.id.ana]) {
      const response = await callAs(t, team.email.ana!, {
        method: 'POST',
        url: '/api/team/ownership/',
        payload: { member_id: memberId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: TeamMessages.newOwnerMustBeAdmin,
        errors: { member_id: [TeamMessages.newOwnerMustBeAdmin] },
      });
    }
  });
});

describe('the record of changes (issue 15)', () => {
  it('keeps who did what to whom, when, before and after; newest first, for owners and admins', async () => {
    const team = await organisation();
    const steps: [string, Parameters<typeof callAs>[2]][] = [
      [
        team.email.ana!,
        { method: 'PATCH', url: `/api/team/members/${team.id.mo}/`, payload: { role: 'admin' } },
      ],
      [
        team.email.bo!,
        {
          method: 'PUT',
          url: '/api/team/seats/',
          payload: { member_id: team.id.mo, report_type_id: coffee, seated: false },
        },
      ],
      [team.email.bo!, { method: 'POST', url: `/api/team/members/${team.id.mo}/suspend/` }],
      [
        team.email.bo!,
        {
          method: 'POST',
          url: '/api/team/invitations/',
          payload: { email: `ivy@${team.domain}`, role: 'member', seats: [coffee] },
        },
      ],
      [team.email.ana!, { method: 'POST', url: '/api/team/ownership/', payload: { member_id: team.id.bo } }],
    ];
    for (const [email, request] of steps) {
      clock.advance(MINUTE);
      expect((await callAs(t, email, request)).statusCode).toBeLessThan(300);
    }
    const response = await callAs(t, team.email.bo!, { method: 'GET', url: '/api/team/events/' });
    expect(response.statusCode).toBe(200);
    const events = TeamEventsResponseSchema.parse(response.json());
    expect(events.count).toBe(5);
    expect(
      events.data.map(({ action, actor, subject, before, after }) => ({
        action,
        actor,
        subject,
        before,
        after,
      })),
    ).toEqual([
      {
        action: 'ownership_transferred',
        actor: team.email.ana,
        subject: team.email.bo,
        before: { owner: team.email.ana },
        after: { owner: team.email.bo },
      },
      {
        action: 'invited',
        actor: team.email.bo,
        subject: `ivy@${team.domain}`,
        before: null,
        after: { role: 'member', seats: [coffee], expires_at: expect.any(String) },
      },
      {
        action: 'suspended',
        actor: team.email.bo,
        subject: team.email.mo,
        before: { status: 'active' },
        after: { status: 'suspended', suspended_by: 'organisation' },
      },
      {
        action: 'seat_released',
        actor: team.email.bo,
        subject: team.email.mo,
        before: { report_type_id: coffee, report_type_name: 'Coffee Weekly Report', seated: true },
        after: { report_type_id: coffee, report_type_name: 'Coffee Weekly Report', seated: false },
      },
      {
        action: 'role_changed',
        actor: team.email.ana,
        subject: team.email.mo,
        before: { role: 'member' },
        after: { role: 'admin' },
      },
    ]);
    expect(events.data[0]!.occurred_at).toBe(clock.now().toISOString());
  });

  it('keeps nothing of a refused change', async () => {
    const team = await organisation();
    const refused = await callAs(t, team.email.bo!, {
      method: 'DELETE',
      url: `/api/team/members/${team.id.ana}/`,
    });
    expect(refused.statusCode).toBe(403);
    const events = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' });
    expect(events.json()).toEqual({ status: true, count: 0, data: [] });
  });

  it('pages 20 at a time; a bad page is refused (400)', async () => {
    const team = await organisation();
    const owner = { userId: team.id.ana!, tenantId: team.tenantId };
    for (let change = 0; change < 21; change += 1) {
      clock.advance(MINUTE);
      await t.services.team.changeRole(owner, team.id.mo!, change % 2 === 0 ? 'admin' : 'member');
    }
    const page = async (query: string) =>
      callAs(t, team.email.ana!, { method: 'GET', url: `/api/team/events/${query}` });
    expect((await page('?page=1')).json().data).toHaveLength(20);
    const second = (await page('?page=2')).json();
    expect(second).toMatchObject({ count: 21, data: [{ after: { role: 'admin' } }] });
    const bad = await page('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false, errors: { page: [expect.any(String)] } });
  });

  it('is read by the firm’s staff for every organisation, or one', async () => {
    const team = await organisation();
    await t.services.team.changeRole({ userId: team.id.ana!, tenantId: team.tenantId }, team.id.mo!, 'admin');
    const staff = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/team-events/?tenant_id=${team.tenantId}&page=1`,
      headers: staff,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      status: true,
      count: 1,
      data: [
        { action: 'role_changed', tenant_id: team.tenantId, organisation: expect.stringMatching(/^Team/) },
      ],
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/team-events/', headers: staff });
    expect(all.json().count).toBeGreaterThanOrEqual(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/team-events/?tenant_id=7',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    const client = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/admin/team-events/' });
    expect(client.statusCode).toBe(403);
  });
});

describe('a suspension by the firm stays until the firm lifts it (issue 39)', () => {
  const staffHeaders = () => bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);

  /** The firm's staff suspend or reactivate the member in the back office. */
  async function byStaff(team: TestTeam, name: string, action: 'suspend' | 'reactivate') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${team.tenantId}/users/${team.id[name]}/${action}/`,
      headers: await staffHeaders(),
      payload: { reason: 'Issue 39' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  /** The member as `GET team/` shows them to the organisation's owner. */
  async function shownToOwner(team: TestTeam, name: string) {
    const response = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' });
    const view = TeamResponseSchema.parse(response.json()).data;
    return view.members.find((member) => member.id === team.id[name])!;
  }

  const eventsOf = (team: TestTeam) => teamEventRows(t.database.db, { tenantId: team.tenantId });

  const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('shows the member as suspended by Softline Advisory; owner and admins can neither reactivate nor remove them', async () => {
    const team = await organisation();
    await byStaff(team, 'mo', 'suspend');
    const recorded = (await eventsOf(team)).length;

    for (const caller of [team.email.ana!, team.email.bo!]) {
      const reactivate = await callAs(t, caller, {
        method: 'POST',
        url: `/api/team/members/${team.id.mo}/reactivate/`,
      });
      expect(reactivate.statusCode).toBe(403);
      expect(reactivate.json()).toEqual({ status: false, message: TeamMessages.firmSuspensionReactivate });
      const remove = await callAs(t, caller, { method: 'DELETE', url: `/api/team/members/${team.id.mo}/` });
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual({ status: false, message: TeamMessages.firmSuspensionRemove });
    }
    // Suspending them again changes nothing: the suspension stays the firm's.
    const again = await callAs(t, team.email.bo!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/suspend/`,
    });
    expect(again.statusCode).toBe(200);
    expect(teamOf(again).members.find((member) => member.id === team.id.mo)).toMatchObject({
      suspended_by: 'firm',
    });

    expect(await rowOf(team.id.mo!)).toMatchObject({
      tenantId: team.tenantId,
      role: 'member',
      status: 'disabled',
      suspendedBy: 'firm',
    });
    expect(await eventsOf(team)).toHaveLength(recorded);
    expect((await signIn(team.email.mo!)).statusCode).toBe(403);
    expect(await shownToOwner(team, 'mo')).toMatchObject({
      status: 'suspended',
      suspended_by: 'firm',
      status_note: 'Suspended by Softline Advisory',
    });
  });

  it('cannot be undone by inviting the address again, nor by accepting a link for it', async () => {
    const team = await organisation();
    await byStaff(team, 'mo', 'suspend');
    const invite = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: '/api/team/invitations/',
      payload: { email: team.email.mo, role: 'member', seats: [] },
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json()).toMatchObject({ message: TeamMessages.alreadyMember });

    // A link for the address, however it came to be, does not bring them back either.
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await t.database.db.insert(teamInvitations).values({
      tenantId: team.tenantId,
      email: team.email.mo!,
      role: 'admin',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      invitedBy: team.id.ana!,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 60 * MINUTE),
    });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${token}/accept/`,
      payload: { first_name: 'Mo', last_name: 'Again', password: 'Comeback#2026' },
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toMatchObject({ status: false, message: TeamMessages.alreadyMember });
    expect(await rowOf(team.id.mo!)).toMatchObject({
      status: 'disabled',
      suspendedBy: 'firm',
      role: 'member',
    });
    expect((await signIn(team.email.mo!)).statusCode).toBe(403);
  });

  it('is lifted by staff in the back office, with its audit row; the member signs in again', async () => {
    const team = await organisation();
    await byStaff(team, 'mo', 'suspend');
    await byStaff(team, 'mo', 'reactivate');
    expect(await shownToOwner(team, 'mo')).toMatchObject({
      status: 'active',
      suspended_by: null,
      status_note: null,
    });
    expect(await rowOf(team.id.mo!)).toMatchObject({ status: 'active', suspendedBy: null });
    const audit = await staffActionRows(t.database.db, { action: 'user_reactivated', targetId: team.id.mo! });
    expect(audit).toEqual([
      expect.objectContaining({
        staffEmail: TEST_ACCOUNTS.admin.email,
        reason: 'Issue 39',
        before: { status: 'suspended', suspended_by: 'firm', email: team.email.mo },
        after: { status: 'active', email: team.email.mo },
      }),
    ]);
    expect((await signIn(team.email.mo!)).statusCode).toBe(200);
  });

  it('the organisation lifts its own suspension; staff may lift it too', async () => {
    const team = await organisation();
    const suspended = await callAs(t, team.email.bo!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/suspend/`,
    });
    expect(teamOf(suspended).members.find((member) => member.id === team.id.mo)).toMatchObject({
      status: 'suspended',
      suspended_by: 'organisation',
      status_note: null,
    });
    await byStaff(team, 'mo', 'reactivate');
    expect(await shownToOwner(team, 'mo')).toMatchObject({ status: 'active', suspended_by: null });
    expect((await signIn(team.email.mo!)).statusCode).toBe(200);
  });

  it("staff suspending a member the organisation suspended make the suspension the firm's", async () => {
    const team = await organisation();
    await callAs(t, team.email.bo!, { method: 'POST', url: `/api/team/members/${team.id.mo}/suspend/` });
    clock.advance(MINUTE);
    await byStaff(team, 'mo', 'suspend');
    expect(await shownToOwner(team, 'mo')).toMatchObject({ status: 'suspended', suspended_by: 'firm' });
    const reactivate = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/reactivate/`,
    });
    expect(reactivate.statusCode).toBe(403);
    const events = TeamEventsResponseSchema.parse(
      (await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' })).json(),
    ).data;
    expect(events[0]).toMatchObject({
      action: 'suspended',
      actor: TEST_ACCOUNTS.admin.email,
      subject: team.email.mo,
      before: { status: 'suspended', suspended_by: 'organisation' },
      after: { status: 'suspended', suspended_by: 'firm' },
    });
    const audit = await staffActionRows(t.database.db, { action: 'user_suspended', targetId: team.id.mo! });
    expect(audit).toHaveLength(1);
  });

  it('a suspension nobody recorded (a change in the database) is not the organisation’s to lift', async () => {
    const team = await organisation();
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, team.id.mo!));
    expect(await shownToOwner(team, 'mo')).toMatchObject({
      suspended_by: 'firm',
      status_note: 'Suspended by Softline Advisory',
    });
    const reactivate = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: `/api/team/members/${team.id.mo}/reactivate/`,
    });
    expect(reactivate.statusCode).toBe(403);
    expect(await rowOf(team.id.mo!)).toMatchObject({ status: 'disabled' });
  });
});
