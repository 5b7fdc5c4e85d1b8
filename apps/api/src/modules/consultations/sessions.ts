import type { ClientSession } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { teamReads } from '../team';
import { publicAnalystOf } from './analysts.js';
import { consultationsRepository as repository } from './repository.js';

/** How many past sessions the portal lists. */
export const PAST_SESSIONS_LISTED = 50;

type SessionRow = Awaited<ReturnType<typeof repository.sessions>>['upcoming'][number];

/**
 * The portal's consultations (issue 43): owners and admins see the organisation's sessions, everyone else their
 * own; the meeting link goes with a booked session that has not ended.
 */
export function createConsultationSessions({ db, clock }: { db: Db; clock: Clock }) {
  const sessionOf = (row: SessionRow, now: Date): ClientSession => ({
    id: row.session.id,
    analyst: publicAnalystOf(row.analyst),
    booked_by: { name: `${row.booker.firstName} ${row.booker.lastName}`.trim(), email: row.booker.email },
    length: row.session.lengthMinutes,
    starts_at: row.session.startsAt.toISOString(),
    ends_at: row.session.endsAt.toISOString(),
    status: row.session.status === 'booked' ? 'booked' : 'cancelled',
    topic: row.session.topic,
    notes: row.session.notes,
    join_link: row.session.status === 'booked' && row.session.endsAt > now ? row.analyst.meetingLink : null,
  });

  return {
    async list(client: ClientIdentity): Promise<{ upcoming: ClientSession[]; past: ClientSession[] }> {
      const member = await teamReads.memberOf(db, client.tenantId, client.userId);
      const wholeOrganisation = member?.role === 'owner' || member?.role === 'admin';
      const now = clock.now();
      const { upcoming, past } = await repository.sessions(
        db,
        client.tenantId,
        wholeOrganisation ? null : client.userId,
        now,
        PAST_SESSIONS_LISTED,
      );
      return {
        upcoming: upcoming.map((row) => sessionOf(row, now)),
        past: past.map((row) => sessionOf(row, now)),
      };
    },
  };
}

export type ConsultationSessions = ReturnType<typeof createConsultationSessions>;
