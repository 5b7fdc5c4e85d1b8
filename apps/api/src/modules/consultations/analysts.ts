import {
  AnalystMessages,
  type AdminAnalyst,
  type CreateAnalystInput,
  type PublicAnalyst,
  type UpdateAnalystInput,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { staffMemberOf } from '../accounts';
import { recordStaffAction } from '../activity';
import { actorOf, personName } from './people.js';
import { consultationsRepository as repository, type AnalystRow, type AnalystValues } from './repository.js';

export function publicAnalystOf(row: NonNullable<AnalystRow>): PublicAnalyst {
  return {
    id: row.id,
    name: personName(row),
    photo_url: row.photoUrl,
    expertise: row.expertise,
    time_zone: row.timeZone,
  };
}

function adminAnalystOf(row: NonNullable<AnalystRow>): AdminAnalyst {
  return {
    ...publicAnalystOf(row),
    user_id: row.userId,
    email: row.email,
    meeting_link: row.meetingLink,
    notice_minutes: row.noticeMinutes,
    buffer_minutes: row.bufferMinutes,
    daily_max: row.dailyMax,
    weekly_hours: row.weeklyHours,
    date_overrides: row.dateOverrides,
    active: row.removedAt === null && row.userStatus === 'active',
  };
}

/** The columns an input's fields change. */
function valuesOf(input: UpdateAnalystInput): Partial<AnalystValues> {
  return {
    ...(input.photo_url !== undefined && { photoUrl: input.photo_url }),
    ...(input.expertise !== undefined && { expertise: input.expertise }),
    ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    ...(input.meeting_link !== undefined && { meetingLink: input.meeting_link }),
    ...(input.notice_minutes !== undefined && { noticeMinutes: input.notice_minutes }),
    ...(input.buffer_minutes !== undefined && { bufferMinutes: input.buffer_minutes }),
    ...(input.daily_max !== undefined && { dailyMax: input.daily_max }),
    ...(input.weekly_hours !== undefined && { weeklyHours: input.weekly_hours }),
    ...(input.date_overrides !== undefined && { dateOverrides: input.date_overrides }),
  };
}

/**
 * The analysts who take consultations (issue 43): listed for bookers, and added, changed and removed by admins in
 * the back office, each change in the audit log. A removed analyst takes no new sessions and keeps those booked.
 */
export function createAnalysts({ db, unitOfWork, clock }: { db: Db; unitOfWork: UnitOfWork; clock: Clock }) {
  async function found(tx: Db, id: number) {
    const row = await repository.analyst(tx, id);
    if (!row) throw new NotFoundError(AnalystMessages.notFound);
    return row;
  }

  return {
    /** The analysts taking sessions now, as bookers see them. */
    async listPublic(): Promise<PublicAnalyst[]> {
      return (await repository.analysts(db, { takingSessions: true })).map(publicAnalystOf);
    },

    async list(): Promise<AdminAnalyst[]> {
      return (await repository.analysts(db, { takingSessions: false })).map(adminAnalystOf);
    },

    async add(staff: StaffIdentity, input: CreateAnalystInput): Promise<AdminAnalyst> {
      return unitOfWork(async (tx) => {
        const member = await staffMemberOf(tx, input.user_id);
        if (!member || member.status !== 'active') {
          throw new InvalidInputError(AnalystMessages.notStaff, { user_id: [AnalystMessages.notStaff] });
        }
        const now = clock.now();
        const id = await repository.addAnalyst(tx, {
          userId: input.user_id,
          photoUrl: input.photo_url,
          expertise: input.expertise,
          timeZone: input.time_zone,
          meetingLink: input.meeting_link,
          noticeMinutes: input.notice_minutes,
          bufferMinutes: input.buffer_minutes,
          dailyMax: input.daily_max,
          weeklyHours: input.weekly_hours,
          dateOverrides: input.date_overrides,
          removedAt: null,
          updatedAt: now,
        });
        if (id === null) {
          throw new ConflictError(AnalystMessages.alreadyAnalyst, {
            user_id: [AnalystMessages.alreadyAnalyst],
          });
        }
        const added = adminAnalystOf((await repository.analyst(tx, id))!);
        await recordStaffAction(tx, {
          staff: actorOf(staff),
          action: 'analyst_added',
          target: { type: 'analyst', id: String(id), label: added.name },
          before: null,
          after: added,
          at: now,
        });
        return added;
      });
    },

    async update(staff: StaffIdentity, id: number, changes: UpdateAnalystInput): Promise<AdminAnalyst> {
      return unitOfWork(async (tx) => {
        const before = adminAnalystOf(await found(tx, id));
        const now = clock.now();
        await repository.updateAnalyst(tx, id, { ...valuesOf(changes), updatedAt: now });
        const after = adminAnalystOf((await repository.analyst(tx, id))!);
        await recordStaffAction(tx, {
          staff: actorOf(staff),
          action: 'analyst_updated',
          target: { type: 'analyst', id: String(id), label: after.name },
          before,
          after,
          at: now,
        });
        return after;
      });
    },

    /** The analyst takes no new sessions; those booked stay. Removing one already removed changes nothing. */
    async remove(staff: StaffIdentity, id: number): Promise<AdminAnalyst> {
      return unitOfWork(async (tx) => {
        const row = await found(tx, id);
        if (row.removedAt !== null) return adminAnalystOf(row);
        const now = clock.now();
        await repository.updateAnalyst(tx, id, { removedAt: now, updatedAt: now });
        const after = adminAnalystOf((await repository.analyst(tx, id))!);
        await recordStaffAction(tx, {
          staff: actorOf(staff),
          action: 'analyst_removed',
          target: { type: 'analyst', id: String(id), label: after.name },
          before: adminAnalystOf(row),
          after,
          at: now,
        });
        return after;
      });
    },
  };
}

export type Analysts = ReturnType<typeof createAnalysts>;
