import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { teamEvents, tenants, type TeamEventAction } from '../../platform/database/schema.js';

/** The organisation's record of changes of membership, role and seat (team_events, issue 15). */
export const teamEventQueries = {
  async insertEvent(
    db: Db,
    event: {
      tenantId: string;
      actorUserId: string | null;
      actorEmail: string | null;
      action: TeamEventAction;
      subjectUserId: string | null;
      subjectEmail: string | null;
      before: unknown;
      after: unknown;
      occurredAt: Date;
    },
  ): Promise<void> {
    await db.insert(teamEvents).values(event);
  },

  /** A page of events, newest first: one organisation's, or every organisation's (the back office). */
  async eventsPage(db: Db, tenantId: string | undefined, page: number, pageSize: number) {
    const where = tenantId ? eq(teamEvents.tenantId, tenantId) : undefined;
    const [total] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(teamEvents)
      .where(where);
    const rows = await db
      .select({
        id: teamEvents.id,
        tenantId: teamEvents.tenantId,
        organisation: tenants.name,
        occurredAt: teamEvents.occurredAt,
        action: teamEvents.action,
        actorEmail: teamEvents.actorEmail,
        subjectEmail: teamEvents.subjectEmail,
        before: teamEvents.before,
        after: teamEvents.after,
      })
      .from(teamEvents)
      .innerJoin(tenants, eq(tenants.id, teamEvents.tenantId))
      .where(where)
      .orderBy(desc(teamEvents.occurredAt), desc(teamEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { count: total?.count ?? 0, rows };
  },
};
