import { TeamMessages, type TeamChangeResponse, type TeamRole } from '@firm/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.js';
import { bearerHeaders, reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { addTeam, callAs, type TestTeam } from './team-fixtures.js';

let t: TestApp;
let coffee: number;

beforeAll(async () => {
  t = await createTestApp();
  coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t.close();
});

/**
 * A fresh organisation for each cell: the owner, an admin, a member and a billing member (any of whom may be the
 * caller), a member `tg` and an admin `heir` to act on, an enterprise Coffee Weekly subscription, an invitation.
 */
async function organisation() {
  const team = await addTeam(t, {
    ana: 'owner',
    bo: 'admin',
    mo: 'member',
    bill: 'billing',
    tg: 'member',
    heir: 'admin',
  });
  await subscribe(t.database.db, team.tenantId, 'Coffee Weekly Report', { seats: 'none' });
  const invited = await t.services.team.invite(
    { userId: team.id.ana!, tenantId: team.tenantId },
    { email: `invitee@${team.domain}`, role: 'member', seats: [] },
    'http://localhost',
  );
  return { team, invitationId: invited.data.members[0]!.id };
}

type Request = { method: InjectOptions['method']; url: string; payload?: Record<string, unknown> };
type Cell = (f: { team: TestTeam; invitationId: string }) => Request | Promise<Request>;

const ACTIONS: Record<string, Cell> = {
  'see the team': () => ({ method: 'GET', url: '/api/team/' }),
  invite: ({ team }) => ({
    method: 'POST',
    url: '/api/team/invitations/',
    payload: { email: `new@${team.domain}`, role: 'member', seats: [coffee] },
  }),
  'resend an invitation': ({ invitationId }) => ({
    method: 'POST',
    url: `/api/team/invitations/${invitationId}/resend/`,
  }),
  'revoke an invitation': ({ invitationId }) => ({
    method: 'DELETE',
    url: `/api/team/invitations/${invitationId}/`,
  }),
  'change a role': ({ team }) => ({
    method: 'PATCH',
    url: `/api/team/members/${team.id.tg}/`,
    payload: { role: 'billing' },
  }),
  suspend: ({ team }) => ({ method: 'POST', url: `/api/team/members/${team.id.tg}/suspend/` }),
  reactivate: async ({ team }) => {
    await t.services.team.suspend({ userId: team.id.ana!, tenantId: team.tenantId }, team.id.tg!);
    return { method: 'POST', url: `/api/team/members/${team.id.tg}/reactivate/` };
  },
  remove: ({ team }) => ({ method: 'DELETE', url: `/api/team/members/${team.id.tg}/` }),
  'hand over ownership': ({ team }) => ({
    method: 'POST',
    url: '/api/team/ownership/',
    payload: { member_id: team.id.heir },
  }),
  'assign a seat': ({ team }) => ({
    method: 'PUT',
    url: '/api/team/seats/',
    payload: { member_id: team.id.tg, report_type_id: coffee, seated: true },
  }),
  'read the record': () => ({ method: 'GET', url: '/api/team/events/?page=1' }),
};

const CALLERS: Record<TeamRole, string> = { owner: 'ana', admin: 'bo', member: 'mo', billing: 'bill' };

/** What each role gets: the status, and the message of a refusal. */
const MANAGE = { owner: 200, admin: 200, member: 403, billing: 403 } as const;
const EXPECTED: Record<keyof typeof ACTIONS, Record<TeamRole, number>> = {
  'see the team': { owner: 200, admin: 200, member: 200, billing: 200 },
  invite: { ...MANAGE, owner: 201, admin: 201 },
  'resend an invitation': MANAGE,
  'revoke an invitation': MANAGE,
  'change a role': MANAGE,
  suspend: MANAGE,
  reactivate: MANAGE,
  remove: MANAGE,
  'hand over ownership': { owner: 200, admin: 403, member: 403, billing: 403 },
  'assign a seat': MANAGE,
  'read the record': MANAGE,
};

describe('roles × actions (issue 15)', () => {
  const cells = Object.keys(ACTIONS).flatMap((action) =>
    (Object.keys(CALLERS) as TeamRole[]).map((role) => ({ action, role, status: EXPECTED[action]![role] })),
  );
  it.each(cells)('$role: $action → $status', async ({ action, role, status }) => {
    const fixture = await organisation();
    const request = await ACTIONS[action]!(fixture);
    const response = await callAs(t, fixture.team.email[CALLERS[role]]!, request);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status === 403) {
      const message = action === 'hand over ownership' ? TeamMessages.ownerOnly : TeamMessages.forbidden;
      expect(response.json()).toEqual({ status: false, message });
    } else {
      expect(response.json()).toMatchObject({ status: true });
    }
  });
});

describe('what nobody may do (issue 15)', () => {
  it("changes the owner's role or status except by handing ownership over, or the owner's seats as an admin", async () => {
    const { team } = await organisation();
    const owner = team.id.ana!;
    for (const [as, request] of [
      ['bo', { method: 'PATCH', url: `/api/team/members/${owner}/`, payload: { role: 'member' } }],
      ['ana', { method: 'PATCH', url: `/api/team/members/${owner}/`, payload: { role: 'admin' } }],
      ['bo', { method: 'POST', url: `/api/team/members/${owner}/suspend/` }],
      ['bo', { method: 'POST', url: `/api/team/members/${owner}/reactivate/` }],
      ['bo', { method: 'DELETE', url: `/api/team/members/${owner}/` }],
      [
        'bo',
        {
          method: 'PUT',
          url: '/api/team/seats/',
          payload: { member_id: owner, report_type_id: coffee, seated: true },
        },
      ],
    ] as const) {
      const response = await callAs(t, team.email[as]!, request);
      expect(response.statusCode, `${as} ${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual({ status: false, message: TeamMessages.ownerUntouchable });
    }
  });

  it('only the owner seats or unseats the owner: a single-user seat can pass to an analyst', async () => {
    const { team } = await organisation();
    const owner = team.id.ana!;
    for (const seated of [true, false]) {
      const response = await callAs(t, team.email.ana!, {
        method: 'PUT',
        url: '/api/team/seats/',
        payload: { member_id: owner, report_type_id: coffee, seated },
      });
      expect(response.statusCode).toBe(200);
      const me = response.json<TeamChangeResponse>().data.members.find((member) => member.id === owner);
      expect(me?.seats.includes(coffee)).toBe(seated);
    }
  });

  it('suspends or removes themselves', async () => {
    const { team } = await organisation();
    for (const [as, request] of [
      ['bo', { method: 'POST', url: `/api/team/members/${team.id.bo}/suspend/` }],
      ['bo', { method: 'DELETE', url: `/api/team/members/${team.id.bo}/` }],
      ['ana', { method: 'DELETE', url: `/api/team/members/${team.id.ana}/` }],
    ] as const) {
      const response = await callAs(t, team.email[as]!, request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, message: TeamMessages.notYourself });
    }
  });

  it('gives the owner role by a change of role or an invitation (400)', async () => {
    const { team } = await organisation();
    const role = await callAs(t, team.email.ana!, {
      method: 'PATCH',
      url: `/api/team/members/${team.id.bo}/`,
      payload: { role: 'owner' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({
      message: TeamMessages.roleInvalid,
      errors: { role: [TeamMessages.roleInvalid] },
    });
    const invite = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: '/api/team/invitations/',
      payload: { email: `boss@${team.domain}`, role: 'owner' },
    });
    expect(invite.statusCode).toBe(400);
  });

  it("reaches another organisation's members and invitations: they are not found (404)", async () => {
    const { team, invitationId } = await organisation();
    const other = await organisation();
    const theirs = other.team.id.tg!;
    const cases: [Request, string][] = [
      [
        { method: 'PATCH', url: `/api/team/members/${theirs}/`, payload: { role: 'admin' } },
        TeamMessages.memberNotFound,
      ],
      [{ method: 'POST', url: `/api/team/members/${theirs}/suspend/` }, TeamMessages.memberNotFound],
      [{ method: 'POST', url: `/api/team/members/${theirs}/reactivate/` }, TeamMessages.memberNotFound],
      [{ method: 'DELETE', url: `/api/team/members/${theirs}/` }, TeamMessages.memberNotFound],
      [
        { method: 'POST', url: '/api/team/ownership/', payload: { member_id: other.team.id.heir } },
        TeamMessages.memberNotFound,
      ],
      [
        {
          method: 'PUT',
          url: '/api/team/seats/',
          payload: { member_id: theirs, report_type_id: coffee, seated: true },
        },
        TeamMessages.memberNotFound,
      ],
      [
        {
          method: 'PUT',
          url: '/api/team/seats/',
          payload: { member_id: other.invitationId, report_type_id: coffee, seated: true },
        },
        TeamMessages.memberNotFound,
      ],
      [
        { method: 'POST', url: `/api/team/invitations/${other.invitationId}/resend/` },
        TeamMessages.invitationNotFound,
      ],
      [
        { method: 'DELETE', url: `/api/team/invitations/${other.invitationId}/` },
        TeamMessages.invitationNotFound,
      ],
      [{ method: 'DELETE', url: '/api/team/invitations/not-an-id/' }, TeamMessages.invitationNotFound],
      [{ method: 'DELETE', url: '/api/team/members/12/' }, TeamMessages.memberNotFound],
    ];
    for (const [request, message] of cases) {
      const response = await callAs(t, team.email.ana!, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual({ status: false, message });
    }
    // Theirs are untouched, and so is our own invitation.
    const theirTeam = await callAs(t, other.team.email.ana!, { method: 'GET', url: '/api/team/' });
    expect(theirTeam.json().data.members).toHaveLength(7);
    const ours = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' });
    expect(ours.json().data.members[0]).toMatchObject({ id: invitationId, status: 'invited' });
  });

  it('lets admins manage other admins, and changes a role without touching seats', async () => {
    const { team } = await organisation();
    const response = await callAs(t, team.email.bo!, {
      method: 'PATCH',
      url: `/api/team/members/${team.id.heir}/`,
      payload: { role: 'member' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: TeamMessages.roleChanged });
    const heir = response.json().data.members.find((member: { id: string }) => member.id === team.id.heir);
    expect(heir).toMatchObject({ role: 'member', status: 'active' });
  });

  it('reads the role from the database on every request, not from the token', async () => {
    const { team } = await organisation();
    const headers = await bearerHeaders(t.app, team.email.bo!);
    await t.services.team.changeRole(
      { userId: team.id.ana!, tenantId: team.tenantId },
      team.id.bo!,
      'member',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${team.id.tg}/suspend/`,
      headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: TeamMessages.forbidden });
  });
});
