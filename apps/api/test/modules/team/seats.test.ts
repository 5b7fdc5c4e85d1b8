import { LibraryResponseSchema, TeamMessages, type TierKey } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { addTeam, callAs, teamOf, type TestTeam } from './team-fixtures.js';

const DAY = 24 * 60 * 60 * 1000;
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

const PEOPLE = ['m1', 'm2', 'm3', 'm4', 'm5'] as const;

/** The owner ana, members m1…m5, and a Coffee Weekly subscription at `tier` with every seat free. */
async function organisation(tier: TierKey): Promise<TestTeam> {
  const team = await addTeam(t, {
    ana: 'owner',
    ...Object.fromEntries(PEOPLE.map((name) => [name, 'member' as const])),
  });
  await subscribe(t.database.db, team.tenantId, 'Coffee Weekly Report', { tier, seats: 'none' });
  return team;
}

const seat = (team: TestTeam, memberId: string, seated = true, reportTypeIdValue = coffee) =>
  callAs(t, team.email.ana!, {
    method: 'PUT',
    url: '/api/team/seats/',
    payload: { member_id: memberId, report_type_id: reportTypeIdValue, seated },
  });

describe('seats per tier (issue 15)', () => {
  it.each([
    [
      'subscription_price_for_single_user',
      1,
      'All 1 seat of your SINGLE USER licence for Coffee Weekly Report are in use. Release a seat, or upgrade the licence for more.',
      'subscription_price_for_upto_3_user',
    ],
    [
      'subscription_price_for_upto_3_user',
      3,
      "All 3 seats of your UP TO 3 USER'S licence for Coffee Weekly Report are in use. Release a seat, or upgrade the licence for more.",
      'subscription_price_for_enterprise',
    ],
  ] as const)(
    '%s: %i seat(s), then refused with the tier named and the upgrade offered',
    async (tier, seats, message, upgrade) => {
      const team = await organisation(tier);
      for (const name of PEOPLE.slice(0, seats)) {
        const response = await seat(team, team.id[name]!);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ message: TeamMessages.seatAssigned });
      }
      const refused = await seat(team, team.id[PEOPLE[seats]]!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: false,
        message,
        upgrade: { report_type_id: coffee, tier: upgrade },
      });
      const list = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
      expect(list.subscriptions).toEqual([
        expect.objectContaining({
          report_type_id: coffee,
          tier,
          seats_total: seats,
          seats_used: seats,
          status: 'active',
        }),
      ]);

      // A released seat can be given to someone else.
      const released = await seat(team, team.id.m1!, false);
      expect(released.json()).toMatchObject({ message: TeamMessages.seatReleased });
      expect((await seat(team, team.id[PEOPLE[seats]]!)).statusCode).toBe(200);
    },
  );

  it('enterprise: as many seats as members', async () => {
    const team = await organisation('subscription_price_for_enterprise');
    for (const name of PEOPLE) expect((await seat(team, team.id[name]!)).statusCode).toBe(200);
    const list = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
    expect(list.subscriptions[0]).toMatchObject({ seats_total: null, seats_used: 5 });
    expect(list.members.filter((member) => member.seats.includes(coffee))).toHaveLength(5);
  });

  it('two asked for the last seat at once: one gets it', async () => {
    const team = await organisation('subscription_price_for_single_user');
    const answers = await Promise.all([seat(team, team.id.m1!), seat(team, team.id.m2!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const list = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
    expect(list.subscriptions[0]!.seats_used).toBe(1);
  });

  it('asking for a seat held, or releasing one not held, changes nothing', async () => {
    const team = await organisation('subscription_price_for_single_user');
    await seat(team, team.id.m1!);
    expect((await seat(team, team.id.m1!)).statusCode).toBe(200);
    expect((await seat(team, team.id.m2!, false)).statusCode).toBe(200);
    const events = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' });
    expect(events.json().count).toBe(1);
  });

  it('only on a running subscription of the organisation (400)', async () => {
    const team = await organisation('subscription_price_for_enterprise');
    await subscribe(t.database.db, team.tenantId, 'Sugar Weekly Report', { expired: true, seats: 'none' });
    for (const type of ['Sugar Weekly Report', 'Cotton Weekly Report']) {
      const response = await seat(team, team.id.m1!, true, await reportTypeId(t.database.db, type));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: TeamMessages.notSubscribed,
        errors: { report_type_id: [TeamMessages.notSubscribed] },
      });
    }
  });

  it('an invitation’s seats count until it is accepted, withdrawn or expired', async () => {
    const team = await organisation('subscription_price_for_single_user');
    const invited = teamOf(
      await callAs(t, team.email.ana!, {
        method: 'POST',
        url: '/api/team/invitations/',
        payload: { email: `ivy@${team.domain}`, role: 'member', seats: [coffee] },
      }),
    );
    const invitationId = invited.members[0]!.id;
    expect((await seat(team, team.id.m1!)).statusCode).toBe(409);
    // The grid seats and unseats invitations too.
    expect((await seat(team, invitationId, false)).statusCode).toBe(200);
    expect((await seat(team, team.id.m1!)).statusCode).toBe(200);
    expect((await seat(team, invitationId)).statusCode).toBe(409);
    expect((await seat(team, team.id.m1!, false)).statusCode).toBe(200);
    expect((await seat(team, invitationId)).statusCode).toBe(200);

    clock.advance(7 * DAY + 1);
    try {
      // Expired: its seat is free for a member, who reads at once.
      expect((await seat(team, team.id.m2!)).statusCode).toBe(200);
      const library = await callAs(t, team.email.m2!, { method: 'GET', url: '/api/reports/report/acess/' });
      expect(LibraryResponseSchema.parse(library.json()).report_access).toEqual([coffee]);
      // Resending it cannot take the seat back.
      const resent = await callAs(t, team.email.ana!, {
        method: 'POST',
        url: `/api/team/invitations/${invitationId}/resend/`,
      });
      expect(resent.statusCode).toBe(409);
    } finally {
      clock.advance(-(7 * DAY + 1));
    }
  });
});

describe('reading follows the seats (issue 15)', () => {
  it('a seated member opens the type’s reports; an unseated one sees the organisation owns it', async () => {
    const team = await organisation('subscription_price_for_upto_3_user');
    await seat(team, team.id.m1!);
    const [report] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reportTypeId, coffee))
      .limit(1);

    const seated = LibraryResponseSchema.parse(
      (await callAs(t, team.email.m1!, { method: 'GET', url: '/api/reports/report/acess/' })).json(),
    );
    expect(seated.report_access).toEqual([coffee]);
    expect(seated.organisation_access).toEqual([coffee]);
    const unseated = LibraryResponseSchema.parse(
      (await callAs(t, team.email.m2!, { method: 'GET', url: '/api/reports/report/acess/' })).json(),
    );
    expect(unseated.report_access).toEqual([]);
    expect(unseated.organisation_access).toEqual([coffee]);

    const link = (email: string) =>
      callAs(t, email, {
        method: 'POST',
        url: '/api/reports/generate-presigned-url/',
        payload: { id: report!.id, operation: 'download' },
      });
    expect((await link(team.email.m1!)).statusCode).toBe(200);
    expect((await link(team.email.m2!)).statusCode).toBe(403);

    // The seat moves: so does the access.
    await seat(team, team.id.m1!, false);
    await seat(team, team.id.m2!);
    expect((await link(team.email.m1!)).statusCode).toBe(403);
    expect((await link(team.email.m2!)).statusCode).toBe(200);
  });
});
