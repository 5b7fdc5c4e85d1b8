import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/database/database.js';
import { CacheScope, readCacheVersions } from '../../../src/platform/database/cache-versions.js';
import {
  bookmarks,
  reports,
  reportTypes,
  seatAssignments,
  subscriptions,
  tenants,
  users,
} from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { addOrganisation, addReport, subscribe } from '../../support/report-fixtures.js';

/**
 * The triggers of migration 0020 (docs/decisions/018): each change of what the API keeps in memory moves the
 * version of exactly the scopes it touches, in the changing transaction; report_terms follows each report's text.
 */
let t: TestApp;
let db: Db;
let roasters: { tenantId: string; userIds: string[] };
let brokers: { tenantId: string; userIds: string[] };
let reportId: number;

const scopes = () => [
  CacheScope.catalogue,
  CacheScope.tenant(roasters.tenantId),
  CacheScope.tenant(brokers.tenantId),
  CacheScope.user(roasters.userIds[0]!),
];

/** Which of the scopes above a change moved. */
async function movedBy(change: () => Promise<unknown>): Promise<string[]> {
  const names = ['catalogue', 'roasters', 'brokers', 'roasters owner'];
  const before = await readCacheVersions(db, scopes());
  await change();
  const after = await readCacheVersions(db, scopes());
  return names.filter((_, index) => before[index] !== after[index]);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  reportId = await addReport(db, t.files, { type: 'Coffee Weekly Report', name: 'Coffee frost outlook' });
  roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  brokers = await addOrganisation(db, 'Brokers Ltd', ['cy@brokers.test']);
});
afterAll(async () => {
  await t.close();
});

describe('cache versions', () => {
  it('reads several scopes in one call, a scope never changed as 0', async () => {
    const [never] = await readCacheVersions(db, [CacheScope.user('00000000-0000-0000-0000-000000000000')]);
    expect(never).toMatch(/^0(\/\d+)?$/);
  });

  it('answers callers asking at once each their own scopes, however many they ask together', async () => {
    await db.update(reports).set({ name: 'Coffee frost outlook' }).where(eq(reports.id, reportId));
    const [catalogue] = await readCacheVersions(db, [CacheScope.catalogue]);
    const unknown = Array.from({ length: 300 }, (_, index) =>
      CacheScope.user(`00000000-0000-0000-0000-${String(index).padStart(12, '0')}`),
    );
    // More scopes than one prepared query reads, from callers of the same moment sharing one batch.
    const answers = await Promise.all([
      readCacheVersions(db, unknown),
      readCacheVersions(db, [CacheScope.catalogue, unknown[299]!]),
      readCacheVersions(db, []),
    ]);
    expect(answers[0]).toHaveLength(300);
    expect(new Set(answers[0].map((version) => version.split('/')[0]))).toEqual(new Set(['0']));
    expect(answers[1]).toEqual([catalogue, answers[0][299]]);
    expect(answers[2]).toEqual([]);
  });

  it('moves the catalogue with a report or a report type, and nothing else', async () => {
    expect(
      await movedBy(() => db.update(reports).set({ name: 'Coffee frost' }).where(eq(reports.id, reportId))),
    ).toEqual(['catalogue']);
    expect(
      await movedBy(() =>
        db
          .update(reportTypes)
          .set({ description: 'Weekly.' })
          .where(eq(reportTypes.name, 'Coffee Weekly Report')),
      ),
    ).toEqual(['catalogue']);
  });

  it("moves an organisation with its subscriptions, seats, members' status and its own status, and no other", async () => {
    expect(
      await movedBy(() => subscribe(db, roasters.tenantId, 'Coffee Weekly Report', { seats: 'none' })),
    ).toEqual(['roasters']);
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, roasters.tenantId));
    expect(
      await movedBy(() =>
        db.insert(seatAssignments).values({ subscriptionId: subscription!.id, userId: roasters.userIds[1]! }),
      ),
    ).toEqual(['roasters']);
    expect(
      await movedBy(() =>
        db.update(users).set({ status: 'disabled' }).where(eq(users.id, roasters.userIds[1]!)),
      ),
    ).toEqual(['roasters']);
    expect(
      await movedBy(() =>
        db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, brokers.tenantId)),
      ),
    ).toEqual(['brokers']);
    // A member moved from one organisation to another changes both.
    expect(
      await movedBy(() =>
        db.update(users).set({ tenantId: brokers.tenantId }).where(eq(users.id, roasters.userIds[1]!)),
      ),
    ).toEqual(['roasters', 'brokers']);
  });

  it('leaves every version as it was when a change touches nothing kept', async () => {
    expect(
      await movedBy(() =>
        db.update(users).set({ firstName: 'Anne' }).where(eq(users.id, roasters.userIds[0]!)),
      ),
    ).toEqual([]);
  });

  it("moves a user's scope with their bookmarks", async () => {
    expect(
      await movedBy(() => db.insert(bookmarks).values({ userId: roasters.userIds[0]!, reportId })),
    ).toEqual(['roasters owner']);
    expect(
      await movedBy(() => db.delete(bookmarks).where(eq(bookmarks.userId, roasters.userIds[0]!))),
    ).toEqual(['roasters owner']);
  });

  it('moves every scope when a table is emptied at once, and a later change of one scope still shows', async () => {
    expect(await movedBy(() => db.execute(sql`truncate bookmarks`))).toEqual([
      'catalogue',
      'roasters',
      'brokers',
      'roasters owner',
    ]);
    expect(
      await movedBy(() =>
        db.update(reports).set({ name: 'Coffee frost outlook' }).where(eq(reports.id, reportId)),
      ),
    ).toEqual(['catalogue']);
  });

  it('does not move a version in a transaction that is rolled back', async () => {
    expect(
      await movedBy(() =>
        db
          .transaction(async (tx) => {
            await tx.update(reports).set({ name: 'Never' }).where(eq(reports.id, reportId));
            throw new Error('rolled back');
          })
          .catch(() => {}),
      ),
    ).toEqual([]);
  });
});

describe('report_terms', () => {
  /** What report_terms holds for the report, against the ranks computed from its vector now. */
  async function termsAndRanks(id: number) {
    const kept = await db
      .select({ lexeme: sql<string>`lexeme`, score: sql<number>`score` })
      .from(sql`report_terms`)
      .where(sql`report_id = ${id}`)
      .orderBy(sql`lexeme`);
    const computed = await db
      .select({ lexeme: sql<string>`t.lexeme`, score: sql<number>`t.score` })
      .from(sql`reports r, report_terms_of(r.id, r.search_vector) t`)
      .where(sql`r.id = ${id}`)
      .orderBy(sql`t.lexeme`);
    return { kept, computed };
  }

  it("holds each of a report's terms with its rank, follows its text, and goes with it", async () => {
    const id = await addReport(db, t.files, {
      type: 'Coffee Weekly Report',
      name: 'Arabica futures',
      content: 'Arabica futures rose as frost hit Minas Gerais; arabica stocks fell.',
    });
    let terms = await termsAndRanks(id);
    expect(terms.kept.map((row) => row.lexeme)).toEqual(expect.arrayContaining(['arabica', 'frost', 'mina']));
    expect(terms.kept).toEqual(terms.computed);

    await db.update(reports).set({ content: 'Robusta exports from Vietnam.' }).where(eq(reports.id, id));
    terms = await termsAndRanks(id);
    expect(terms.kept.map((row) => row.lexeme)).toEqual(expect.arrayContaining(['robusta', 'vietnam']));
    expect(terms.kept.map((row) => row.lexeme)).not.toContain('mina');
    expect(terms.kept).toEqual(terms.computed);

    await db.delete(reports).where(eq(reports.id, id));
    expect((await termsAndRanks(id)).kept).toEqual([]);
  });
});
