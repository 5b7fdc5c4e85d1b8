import { ParticipantMessages, sessionMeetings, type ClientCourseSession } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { recordActivity } from '../activity';
import { seatsPaidBy } from '../commerce';
import { teamReads } from '../team';
import type { MaterialLinks } from './material-links.js';
import { materialOf } from './materials.js';
import { materialsRepository } from './materials-repository.js';
import { participantAddedMail, participantRemovedMail } from './participant-mails.js';
import { coursesRepository as repository } from './repository.js';

type Member = Awaited<ReturnType<typeof teamReads.members>>[number];

const nameOf = (member: Member | undefined) =>
  member ? `${member.firstName} ${member.lastName}`.trim() || null : null;

/**
 * The people an organisation names for the course seats it paid for (issue 44, decision 036): members of its team
 * or outside addresses, each once per session, at most the seats paid. Its owner and admins name and swap them
 * until the session starts; each named person gets a confirmation with the calendar invitation for every day, and
 * one swapped out its cancellation. The organisation's people read its sessions at /client/courses; the joining
 * link is its participants' and its managers'.
 */
export function createCourseParticipants(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  mail: MailQueue;
  materialLinks: MaterialLinks;
  linkOrigin: string;
}) {
  const { db, clock, unitOfWork, mail, materialLinks } = deps;

  async function membersOf(tx: Db, identity: ClientIdentity) {
    const members = await teamReads.members(tx, identity.tenantId);
    const me = members.find((member) => member.id === identity.userId);
    return { members, me, manages: me?.role === 'owner' || me?.role === 'admin' };
  }

  /** The organisation's sessions with paid seats (only `sessionIds` when given), soonest first. */
  async function sessionsOf(
    tx: Db,
    identity: ClientIdentity,
    sessionIds?: readonly number[],
  ): Promise<ClientCourseSession[]> {
    const now = clock.now();
    const paid = await seatsPaidBy(tx, identity.tenantId, sessionIds);
    const ids = [...paid.keys()];
    const sessions = await repository.sessionsByIds(tx, ids);
    const participants = await repository.participantsOf(tx, identity.tenantId, ids);
    const materials = await materialsRepository.ofSessions(tx, ids);
    const { members, me, manages } = await membersOf(tx, identity);
    const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), member]));
    return sessions.map((session) => {
      const named = participants.filter((participant) => participant.sessionId === session.id);
      const attends = named.some(
        (participant) =>
          participant.userId === identity.userId || participant.email === me?.email.toLowerCase(),
      );
      const started = session.startsAt.getTime() <= now.getTime();
      return {
        id: session.id,
        course: {
          title: session.course.title,
          description: session.course.description,
          level: session.course.level,
          commodity: session.course.commodity as ClientCourseSession['course']['commodity'],
        },
        first_day: session.firstDay,
        last_day: session.lastDay,
        time_zone: session.timeZone,
        meetings: sessionMeetings({
          first_day: session.firstDay,
          last_day: session.lastDay,
          hours: { start: session.dailyStart, end: session.dailyEnd },
          time_zone: session.timeZone,
        }).map((meeting) => ({
          starts_at: meeting.starts_at.toISOString(),
          ends_at: meeting.ends_at.toISOString(),
        })),
        format: session.format,
        place: session.place,
        joining_link: manages || attends ? session.joiningLink : null,
        analyst: session.analystName,
        started,
        seats: paid.get(session.id) ?? 0,
        participants: named.map((participant) => ({
          id: participant.id,
          email: participant.email,
          name: nameOf(byEmail.get(participant.email)),
        })),
        can_manage: manages && !started,
        materials: materials.filter((material) => material.sessionId === session.id).map(materialOf),
        opens_materials: attends,
      };
    });
  }

  /**
   * The session, for a change of its participants by one of the organisation's managers, under its seat lock: with
   * the seats the organisation paid for, its members and the caller among them.
   */
  async function changeable(tx: Db, identity: ClientIdentity, sessionId: number) {
    const team = await membersOf(tx, identity);
    if (!team.manages) throw new ForbiddenError(ParticipantMessages.managers);
    await repository.lockSeats(tx, [sessionId]);
    const [session] = await repository.sessionsByIds(tx, [sessionId]);
    const paid = (await seatsPaidBy(tx, identity.tenantId, [sessionId])).get(sessionId) ?? 0;
    if (!session || paid === 0) throw new NotFoundError(ParticipantMessages.notYours);
    if (session.startsAt.getTime() <= clock.now().getTime())
      throw new ConflictError(ParticipantMessages.started);
    return { session, paid, ...team };
  }

  /** Who changed the participants, as the organisation's record names them. */
  const actorOf = (identity: ClientIdentity, me: Member | undefined) => ({
    kind: 'client' as const,
    id: identity.userId,
    email: me?.email ?? null,
  });

  const mailOptions = () => ({ origin: deps.linkOrigin, now: clock.now() });

  return {
    list: (identity: ClientIdentity) => sessionsOf(db, identity),

    /** Names a participant for one of the organisation's paid seats that has none; mails their invitation. */
    async add(identity: ClientIdentity, sessionId: number, email: string): Promise<ClientCourseSession> {
      return unitOfWork(async (tx) => {
        const { session, paid, members, me } = await changeable(tx, identity, sessionId);
        if ((await repository.namedCount(tx, identity.tenantId, sessionId)) >= paid)
          throw new ConflictError(ParticipantMessages.noSeat);
        const member = members.find((each) => each.email.toLowerCase() === email);
        const added = await repository.addParticipant(tx, {
          sessionId,
          tenantId: identity.tenantId,
          email,
          userId: member?.id ?? null,
        });
        if (!added)
          throw new ConflictError(ParticipantMessages.twice, { email: [ParticipantMessages.twice] });
        const organisation = await repository.organisationName(tx, identity.tenantId);
        const materials = (await materialsRepository.ofSessions(tx, [sessionId])).map((material) => ({
          title: material.title,
          link: materialLinks.mailed({ materialId: material.id, participantId: added.id }, session.endsAt),
        }));
        await mail(
          tx,
          participantAddedMail(
            session,
            { ...added, name: nameOf(member) },
            organisation,
            materials,
            mailOptions(),
          ),
        );
        await recordActivity(tx, {
          actor: actorOf(identity, me),
          action: 'course_participant_added',
          subject: { type: 'course_session', id: String(sessionId), label: session.course.title },
          tenant: { id: identity.tenantId, name: organisation },
          before: null,
          after: { email, member: member !== undefined },
          at: clock.now(),
        });
        return (await sessionsOf(tx, identity, [sessionId]))[0]!;
      });
    },

    /** Swaps a participant out until the session starts: their seat is free to name another; they are told. */
    async remove(identity: ClientIdentity, participantId: number): Promise<ClientCourseSession> {
      return unitOfWork(async (tx) => {
        const participant = await repository.lockParticipant(tx, identity.tenantId, participantId);
        if (!participant) throw new NotFoundError(ParticipantMessages.notFound);
        const { session, members, me } = await changeable(tx, identity, participant.sessionId);
        const removed = await repository.removeParticipant(tx, participantId, clock.now());
        const member = members.find((each) => each.email.toLowerCase() === removed.email);
        const organisation = await repository.organisationName(tx, identity.tenantId);
        await mail(
          tx,
          participantRemovedMail(session, { ...removed, name: nameOf(member) }, organisation, mailOptions()),
        );
        await recordActivity(tx, {
          actor: actorOf(identity, me),
          action: 'course_participant_removed',
          subject: { type: 'course_session', id: String(session.id), label: session.course.title },
          tenant: { id: identity.tenantId, name: organisation },
          before: { email: removed.email },
          after: null,
          at: clock.now(),
        });
        return (await sessionsOf(tx, identity, [session.id]))[0]!;
      });
    },
  };
}

export type CourseParticipants = ReturnType<typeof createCourseParticipants>;
