import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import {
  InvoiceResponseSchema,
  LibraryResponseSchema,
  TeamEventsResponseSchema,
  TeamMessages,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reports,
  seatAssignments,
  subscriptions,
  teamInvitations,
} from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { fillCart } from '../../support/order-fixtures.js';
import { reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { addTeam, callAs, teamOf, type TestTeam } from './team-fixtures.js';

let t: TestApp;
let coffee: number;
let sugar: number;

beforeAll(async () => {
  t = await createTestApp();
  coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
  sugar = await reportTypeId(t.database.db, 'Sugar Weekly Report');
});
afterAll(async () => {
  await t.close();
});

/** The owner ana, member mo, billing bill and member zed; Coffee and Sugar Weekly, enterprise, no seat given. */
async function organisation(): Promise<TestTeam> {
  const team = await addTeam(t, { ana: 'owner', mo: 'member', bill: 'billing', zed: 'member' });
  for (const type of ['Coffee Weekly Report', 'Sugar Weekly Report'])
    await subscribe(t.database.db, team.tenantId, type, { seats: 'none' });
  return team;
}

const seat = (team: TestTeam, memberId: string, reportType: number, seated = true) =>
  callAs(t, team.email.ana!, {
    method: 'PUT',
    url: '/api/team/seats/',
    payload: { member_id: memberId, report_type_id: reportType, seated },
  });

const events = async (team: TestTeam) =>
  TeamEventsResponseSchema.parse(
    (await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' })).json(),
  );

const refusal = (field: string) => ({
  status: false,
  message: TeamMessages.billingTakesNoSeat,
  errors: { [field]: [TeamMessages.billingTakesNoSeat] },
});

describe('billing takes no seat (issue 17)', () => {
  it('seating a billing member is refused (400) and changes nothing; releasing stays allowed', async () => {
    const team = await organisation();
    const refused = await seat(team, team.id.bill!, coffee);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('member_id'));
    expect((await events(team)).count).toBe(0);
    expect((await seat(team, team.id.bill!, coffee, false)).statusCode).toBe(200);
  });

  it('inviting as billing with seats is refused (400) and changes nothing; without seats it is sent', async () => {
    const team = await organisation();
    const invite = (seats: number[]) =>
      callAs(t, team.email.ana!, {
        method: 'POST',
        url: '/api/team/invitations/',
        payload: { email: `ivy@${team.domain}`, role: 'billing', seats },
      });
    const refused = await invite([coffee]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('seats'));
    const invitations = await t.database.db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(eq(teamInvitations.tenantId, team.tenantId));
    expect(invitations).toEqual([]);
    expect((await events(team)).count).toBe(0);
    expect(await t.outbox()).not.toContainEqual(
      expect.objectContaining({ to: expect.stringContaining(`ivy@${team.domain}`) }),
    );

    const sent = await invite([]);
    expect(sent.statusCode).toBe(201);
    // An open billing invitation is not seated from the grid either.
    const invitationId = teamOf(sent).members.find((member) => member.status === 'invited')!.id;
    const seated = await seat(team, invitationId, coffee);
    expect(seated.statusCode).toBe(400);
    expect(seated.json()).toEqual(refusal('member_id'));
  });

  it("a member made billing releases their seats at once, each on the record, and they're free for others", async () => {
    const team = await addTeam(t, { ana: 'owner', mo: 'member', zed: 'member' });
    for (const type of ['Coffee Weekly Report', 'Sugar Weekly Report'])
      await subscribe(t.database.db, team.tenantId, type, {
        tier: 'subscription_price_for_single_user',
        seats: 'none',
      });
    await seat(team, team.id.mo!, coffee);
    await seat(team, team.id.mo!, sugar);
    expect((await seat(team, team.id.zed!, coffee)).statusCode).toBe(409);

    const changed = await callAs(t, team.email.ana!, {
      method: 'PATCH',
      url: `/api/team/members/${team.id.mo}/`,
      payload: { role: 'billing' },
    });
    expect(changed.statusCode).toBe(200);
    const view = teamOf(changed);
    expect(view.members.find((member) => member.id === team.id.mo)).toMatchObject({
      role: 'billing',
      seats: [],
    });
    expect(view.subscriptions.map((subscription) => subscription.seats_used)).toEqual([0, 0]);

    const record = await events(team);
    // Two seats given, then the role change and its two releases (the test clock gives them one time).
    expect(record.count).toBe(5);
    expect(record.data.filter((event) => event.action === 'role_changed')).toEqual([
      expect.objectContaining({ before: { role: 'member' }, after: { role: 'billing' } }),
    ]);
    const released = record.data.filter((event) => event.action === 'seat_released');
    expect(released).toHaveLength(2);
    expect(released).toEqual(
      expect.arrayContaining(
        [sugar, coffee].map((type) =>
          expect.objectContaining({
            actor: team.email.ana,
            subject: team.email.mo,
            before: expect.objectContaining({ report_type_id: type, seated: true }),
            after: expect.objectContaining({ report_type_id: type, seated: false }),
          }),
        ),
      ),
    );
    expect((await seat(team, team.id.zed!, coffee)).statusCode).toBe(200);
  });

  it('a billing buyer is not seated by their purchase', async () => {
    const team = await addTeam(t, { ana: 'owner', bill: 'billing' });
    const cart = await fillCart(
      t.database.db,
      { userId: team.id.bill!, tenantId: team.tenantId },
      'Cotton Weekly Report',
    );
    const invoiced = await callAs(t, team.email.bill!, {
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      payload: { cart, discount_price: 0 },
    });
    await t.services.invoices.markPaid(
      InvoiceResponseSchema.parse(invoiced.json()).invoice_number,
      CLI_STAFF,
    );
    const view = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
    expect(view.members.find((member) => member.id === team.id.bill)!.seats).toEqual([]);
    expect(view.subscriptions).toEqual([expect.objectContaining({ seats_used: 0 })]);
    expect((await events(team)).count).toBe(0);
  });
});

describe('billing reads no report, whatever seat row it has (issue 17)', () => {
  it('answers a billing member with a seat row as a member without a seat', async () => {
    const team = await addTeam(t, { ana: 'owner', bill: 'billing', mo: 'member', zed: 'member' });
    for (const type of ['Coffee Weekly Report', 'Sugar Weekly Report'])
      await subscribe(t.database.db, team.tenantId, type, {
        tier: 'subscription_price_for_single_user',
        seats: 'none',
      });
    // Seat rows written straight into the database, as rows from before the rule would be.
    for (const type of [coffee, sugar]) {
      const [subscription] = await t.database.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.tenantId, team.tenantId), eq(subscriptions.reportTypeId, type)));
      await t.database.db
        .insert(seatAssignments)
        .values({ subscriptionId: subscription!.id, userId: team.id.bill! });
    }
    // The row takes no place: the single seat is still free for a reader.
    expect((await seat(team, team.id.zed!, sugar)).statusCode).toBe(200);
    const view = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
    expect(view.members.find((member) => member.id === team.id.bill)!.seats).toEqual([]);
    expect(view.subscriptions.map((subscription) => subscription.seats_used)).toEqual([0, 1]);

    const get = (email: string, url: string) => callAs(t, email, { method: 'GET', url });
    const library = await get(team.email.bill!, '/api/reports/report/acess/');
    expect(LibraryResponseSchema.parse(library.json()).report_access).toEqual([]);
    expect(library.json()).toEqual((await get(team.email.mo!, '/api/reports/report/acess/')).json());
    const zedLibrary = await get(team.email.zed!, '/api/reports/report/acess/');
    expect(LibraryResponseSchema.parse(zedLibrary.json()).report_access).toEqual([sugar]);

    const archive = '/api/reports/elastic-search/?pdf_search=coffee';
    const billArchive = await get(team.email.bill!, archive);
    expect(billArchive.statusCode).toBe(200);
    expect(billArchive.json()).toEqual((await get(team.email.mo!, archive)).json());

    const [report] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reportTypeId, coffee))
      .limit(1);
    const link = (email: string) =>
      callAs(t, email, {
        method: 'POST',
        url: '/api/reports/generate-presigned-url/',
        payload: { id: report!.id, operation: 'download' },
      });
    const billLink = await link(team.email.bill!);
    expect(billLink.statusCode).toBe(403);
    expect(billLink.json()).toEqual((await link(team.email.mo!)).json());

    const bookmarks = async (email: string) => {
      await callAs(t, email, {
        method: 'POST',
        url: '/api/reports/bookmarks/',
        payload: { report_id: report!.id },
      });
      const { data, ...rest } = (await get(email, '/api/reports/bookmarks/')).json<{
        data: { id: string }[];
      }>();
      return { ...rest, data: data.map(({ id: _id, ...bookmark }) => bookmark) };
    };
    const billBookmarks = await bookmarks(team.email.bill!);
    expect(billBookmarks).toMatchObject({ report_access: [], count: 1 });
    expect(billBookmarks).toEqual(await bookmarks(team.email.mo!));
  });
});
