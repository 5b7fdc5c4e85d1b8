import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { addOrganisation, reportTypeId } from '../../support/report-fixtures.js';
import { migrationStatements } from '../../support/migration-statements.js';
import { addStaff } from '../../support/staff.js';

/**
 * Migration 0023 (issue 40) moves the three logs into the one activity record, each change once: a staff member's
 * change that also wrote the team's record or a subscription's lifecycle keeps its staff action (with the member's
 * address, or the lifecycle step's states), and a grant the audit log never held is the server's.
 */
/** The migration's statements that copy the history into the new table. */
async function copies(): Promise<string[]> {
  const statements = await migrationStatements('0023_activity.sql', 'INSERT INTO "activity"');
  expect(statements).toHaveLength(4);
  return statements;
}

/** The three logs as migration 0016, 0014 and 0019 made them, with the columns the copy reads. */
const OLD_LOGS = [
  `create table staff_actions (id uuid primary key default gen_random_uuid(), staff_user_id uuid,
    staff_email text not null, action text not null, target_type text not null, target_id text not null,
    tenant_id uuid, tenant_name text, before jsonb, after jsonb, reason text, occurred_at timestamptz not null)`,
  `create table team_events (id uuid primary key default gen_random_uuid(), tenant_id uuid not null,
    actor_user_id uuid, actor_email text, action text not null, subject_user_id uuid, subject_email text,
    before jsonb, after jsonb, occurred_at timestamptz not null)`,
  `create table subscription_events (id uuid primary key default gen_random_uuid(), subscription_id uuid not null,
    tenant_id uuid not null, report_type_name text not null, event text not null, from_state subscription_state,
    to_state subscription_state not null, actor_email text, detail jsonb, occurred_at timestamptz not null)`,
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0023: one activity record', () => {
  it('keeps each change of the three logs once, and names the grants the audit log never held', async () => {
    const { db } = t.database;
    const org = await addOrganisation(db, 'Migrated Beans Ltd', ['owner@migrated.test', 'ann@migrated.test']);
    const [owner, ann] = org.userIds as [string, string];
    const staff = await addStaff(db, 'staff-0023@firm.test', 'admin');
    const coffee = await reportTypeId(db, 'Coffee Weekly Report');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    const [granted, bought] = await db
      .insert(subscriptions)
      .values([
        {
          tenantId: org.tenantId,
          reportTypeId: coffee,
          tier: 'subscription_price_for_single_user',
          startsAt: day(1),
          endsAt: day(300),
          paidUntil: day(300),
          grantReason: 'Press trial',
          createdAt: day(1),
        },
        {
          tenantId: org.tenantId,
          reportTypeId: await reportTypeId(db, 'Cocoa In-Depth Report'),
          tier: 'subscription_price_for_single_user',
          startsAt: day(1),
          endsAt: day(20),
          paidUntil: day(10),
          state: 'grace',
          createdAt: day(1),
        },
      ])
      .returning({ id: subscriptions.id });
    for (const statement of OLD_LOGS) await db.execute(sql.raw(statement));
    const at = (n: number) => day(n).toISOString();
    await db.execute(sql`insert into team_events (tenant_id, actor_user_id, actor_email, action, subject_user_id,
      subject_email, before, after, occurred_at) values
      (${org.tenantId}, ${owner}, 'owner@migrated.test', 'role_changed', ${ann}, 'ann@migrated.test',
        '{"role":"member"}', '{"role":"admin"}', ${at(2)}),
      (${org.tenantId}, ${staff}, 'staff-0023@firm.test', 'suspended', ${ann}, 'ann@migrated.test',
        '{"status":"active"}', '{"status":"suspended"}', ${at(3)})`);
    await db.execute(sql`insert into staff_actions (staff_user_id, staff_email, action, target_type, target_id,
      tenant_id, tenant_name, before, after, reason, occurred_at) values
      (${staff}, 'staff-0023@firm.test', 'user_suspended', 'user', ${ann}, ${org.tenantId}, 'Migrated Beans Ltd',
        '{"status":"active","email":"ann@migrated.test"}', '{"status":"suspended","email":"ann@migrated.test"}',
        'Left', ${at(3)}),
      (${staff}, 'staff-0023@firm.test', 'subscription_extended', 'subscription', ${bought!.id}, ${org.tenantId},
        'Migrated Beans Ltd', '{"ends_at":"2026-01-20T12:00:00.000Z"}', '{"ends_at":"2026-02-20T12:00:00.000Z"}',
        'Goodwill', ${at(5)})`);
    await db.execute(sql`insert into subscription_events (subscription_id, tenant_id, report_type_name, event,
      from_state, to_state, actor_email, detail, occurred_at) values
      (${bought!.id}, ${org.tenantId}, 'Cocoa In-Depth Report', 'grace_started', 'past_due', 'grace', null,
        '{"ends_at":"2026-01-20T12:00:00.000Z"}', ${at(4)}),
      (${bought!.id}, ${org.tenantId}, 'Cocoa In-Depth Report', 'extended', 'grace', 'active',
        'staff-0023@firm.test', '{"ends_at":"2026-02-20T12:00:00.000Z"}', ${at(5)})`);

    try {
      await db.delete(activity).where(eq(activity.tenantId, org.tenantId));
      for (const statement of await copies()) await db.execute(sql.raw(statement));
    } finally {
      for (const table of ['staff_actions', 'team_events', 'subscription_events'])
        await db.execute(sql.raw(`drop table ${table}`));
    }

    const rows = await db
      .select()
      .from(activity)
      .where(eq(activity.tenantId, org.tenantId))
      .orderBy(asc(activity.occurredAt), asc(activity.seq));
    expect(
      rows.map((row) => [
        row.actorKind,
        row.actorEmail,
        row.action,
        row.subjectType,
        row.subjectLabel,
        row.reason,
      ]),
    ).toEqual([
      ['system', 'system', 'subscription_granted', 'subscription', 'Coffee Weekly Report', 'Press trial'],
      ['client', 'owner@migrated.test', 'role_changed', 'user', 'ann@migrated.test', null],
      ['staff', 'staff-0023@firm.test', 'user_suspended', 'user', 'ann@migrated.test', 'Left'],
      ['system', null, 'grace_started', 'subscription', 'Cocoa In-Depth Report', null],
      [
        'staff',
        'staff-0023@firm.test',
        'subscription_extended',
        'subscription',
        'Cocoa In-Depth Report',
        'Goodwill',
      ],
    ]);
    expect(rows[0]).toMatchObject({
      subjectId: granted!.id,
      after: {
        report_type: 'Coffee Weekly Report',
        tier: 'subscription_price_for_single_user',
        starts_at: '2026-01-01T12:00:00.000Z',
        ends_at: '2026-10-27T12:00:00.000Z',
      },
    });
    expect(rows[3]).toMatchObject({
      before: { state: 'past_due' },
      after: { state: 'grace', ends_at: '2026-01-20T12:00:00.000Z' },
    });
    expect(rows[4]).toMatchObject({
      before: { state: 'grace', ends_at: '2026-01-20T12:00:00.000Z' },
      after: { state: 'active', ends_at: '2026-02-20T12:00:00.000Z' },
    });
  });
});
