import type { Db } from '../../platform/database/database.js';
import { activityRepository as repository, type ActivityRow } from './repository.js';

/** A page of the record's rows of the given actions, one organisation's or every organisation's, newest first. */
export async function activityPage(
  db: Db,
  actions: readonly string[],
  tenantId: string | undefined,
  at: { page: number; pageSize: number },
): Promise<{ count: number; rows: (ActivityRow & { organisation: string | null })[] }> {
  const { rows, count } = await repository.organisationPage(db, actions, tenantId, at);
  return {
    count,
    rows: rows.map(({ row, organisation }) => ({ ...row, organisation: organisation ?? row.tenantName })),
  };
}

/** Everything recorded about one organisation, newest first. */
export function activityOfOrganisation(db: Db, tenantId: string): Promise<ActivityRow[]> {
  return repository.ofTenant(db, tenantId);
}

/**
 * Whether the subject's record holds the action with the given fields in its `after`: a job's proof that it did
 * its step already (a reminder sent for a period), so running it twice does it once.
 */
export function hasActivity(
  db: Db,
  subject: { type: string; id: string },
  action: string,
  after: Record<string, unknown>,
): Promise<boolean> {
  return repository.exists(db, subject, action, after);
}
