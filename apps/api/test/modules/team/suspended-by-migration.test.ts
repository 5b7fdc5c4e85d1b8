import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addStaff } from '../../support/staff.js';
import { addTeam } from './team-fixtures.js';

/**
 * Migration 0022 (issue 39) names who made each suspension it finds, from the record: the newest suspension of a
 * suspended member, when nothing lifted it since, was the firm's if a staff member made it (the audit log has it at
 * the same instant, or its actor is staff), else the organisation's; a suspension the record does not explain was
 * made in the database, by the firm.
 */
const MIGRATION = new URL('../../../drizzle/0022_suspended_by.sql', import.meta.url);

/** The migration's statement that fills `suspended_by` for the rows there were. */
async function backfill(): Promise<string> {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  const update = statements
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith('UPDATE "users"'));
  expect(update).toHaveLength(1);
  return update[0]!;
}

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
    await db.execute(sql.raw(await backfill()));

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
