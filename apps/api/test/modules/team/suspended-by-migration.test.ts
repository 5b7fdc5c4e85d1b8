import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { migrationStatements } from '../../support/migration-statements.js';
import { addStaff } from '../../support/staff.js';
import { addTeam } from './team-fixtures.js';

/**
 * Migration 0022 (issue 39) names who made each suspension it finds, from the record: the newest suspension of a
 * suspended member, when nothing lifted it since, was the firm's if a staff member made it (the audit log has it at
 * the same instant, or its actor is staff), else the organisation's; a suspension the record does not explain was
 * made in the database, by the firm.
 */
/** The migration's statement that fills `suspended_by` for the rows there were. */
async function backfill(): Promise<string> {
  const update = await migrationStatements('0022_suspended_by.sql', 'UPDATE "users"');
  expect(update).toHaveLength(1);
  return update[0]!;
}

/** The team's record as migration 0022 read it: its events, a staff member's change of a member in its words. */
const TEAM_EVENTS_AS_THEN = `create view team_events as
  select id, tenant_id, actor_user_id, actor_email, subject_label as subject_email, before, after, occurred_at,
    case action when 'user_suspended' then 'suspended' when 'user_reactivated' then 'reactivated' else action end
      as action,
    case when subject_type = 'user' then subject_id::uuid end as subject_user_id
  from activity where subject_type in ('user', 'invitation', 'organisation')`;

/** The audit log as migration 0022 read it. */
const STAFF_ACTIONS_AS_THEN = `create view staff_actions as
  select id, actor_user_id as staff_user_id, actor_email as staff_email, action, subject_type as target_type,
    subject_id as target_id, tenant_id, tenant_name, before, after, reason, occurred_at
  from activity where actor_kind <> 'client'`;

const MINUTE = 60_000;
const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('migration 0022: who made the suspensions there were', () => {
  it('decides from the team record and the audit log; a suspension they do not explain is the firm’s', async () => {
    const { db } = t.database;
    const team = await addTeam(t, {
      ana: 'owner',
      org: 'member',
      firm: 'member',
      gone: 'member',
      direct: 'member',
      lifted: 'admin',
      active: 'member',
      removed: 'member',
    });
    const owner = { userId: team.id.ana!, tenantId: team.tenantId };
    const staff = await addStaff(db, 'staff-0022@firm.test', 'admin');
    const goneStaff = await addStaff(db, 'gone-0022@firm.test', 'admin');
    const step = () => clock.advance(MINUTE);
    const actingStaff = async (id: string) => (await t.services.admin.actingStaff(id))!;

    await t.services.team.suspend(owner, team.id.org!);
    step();
    await t.services.clients.setUserSuspended(
      await actingStaff(staff),
      team.tenantId,
      team.id.firm!,
      true,
      'Audit',
    );
    step();
    // A staff member who has left since: their events keep no actor id, the audit log keeps the change.
    await t.services.clients.setUserSuspended(
      await actingStaff(goneStaff),
      team.tenantId,
      team.id.gone!,
      true,
      'Audit',
    );
    await db.delete(users).where(eq(users.id, goneStaff));
    step();
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, team.id.direct!));
    step();
    await t.services.team.suspend(owner, team.id.lifted!);
    step();
    await t.services.team.reactivate(owner, team.id.lifted!);
    step();
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, team.id.lifted!));
    step();
    await t.services.team.suspend(owner, team.id.removed!);
    step();
    await t.services.team.remove(owner, team.id.removed!);

    // As before the migration: no one recorded.
    await db.update(users).set({ suspendedBy: null }).where(eq(users.tenantId, team.tenantId));
    await db.update(users).set({ suspendedBy: null }).where(eq(users.id, team.id.removed!));
    // The two logs the migration read, as they were then: since migration 0023 they are views of the one record.
    await db.execute(sql.raw(TEAM_EVENTS_AS_THEN));
    await db.execute(sql.raw(STAFF_ACTIONS_AS_THEN));
    try {
      await db.execute(sql.raw(await backfill()));
    } finally {
      await db.execute(sql.raw('drop view team_events'));
      await db.execute(sql.raw('drop view staff_actions'));
    }

    const origin = async (name: string) =>
      (await db.select({ by: users.suspendedBy }).from(users).where(eq(users.id, team.id[name]!)))[0]!.by;
    expect({
      org: await origin('org'),
      firm: await origin('firm'),
      gone: await origin('gone'),
      direct: await origin('direct'),
      lifted: await origin('lifted'),
      active: await origin('active'),
      ana: await origin('ana'),
      removed: await origin('removed'),
    }).toEqual({
      org: 'organisation',
      firm: 'firm',
      gone: 'firm',
      direct: 'firm',
      lifted: 'firm',
      active: null,
      ana: null,
      removed: null,
    });
  });
});
