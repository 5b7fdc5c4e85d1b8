import {
  AddParticipantSchema,
  JoinWaitingListSchema,
  WaitingListMessages,
  CourseMessages,
  ParticipantMessages,
  CourseSessionMessages,
  CreateCourseSchema,
  CreateCourseSessionSchema,
  UpdateCourseSchema,
  UpdateCourseSessionSchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { staffIdentity } from '../../platform/http/staff-identity.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { CourseCatalogue } from './catalogue.js';
import type { CourseParticipants } from './participants.js';
import type { WaitingList } from './waiting-list.js';

type WithId = { Params: { id: string } };

const courseIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, CourseMessages.notFound);

const sessionIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, CourseSessionMessages.notFound);

/**
 * The course calls (issue 44): the sessions to come for anyone; an organisation's sessions and their participants
 * for its people (named and swapped by its owner and admins), and its places on full sessions' waiting lists; and the courses and their sessions for the back
 * office's courses area (admins and editors).
 */
export async function courseRoutes(
  app: FastifyInstance,
  options: { catalogue: CourseCatalogue; participants: CourseParticipants; waitingList: WaitingList },
) {
  const { catalogue, participants, waitingList } = options;
  const client = { preHandler: app.requireClient };
  const staffReads = { preHandler: app.requireStaff('courses', 'read') };
  const staffWrites = { preHandler: app.requireStaff('courses', 'write') };

  app.get('/courses/sessions/', async () => ({ status: true, data: await catalogue.upcoming() }));

  app.get('/courses/mine/', client, async (request) => ({
    status: true,
    data: await participants.list(clientIdentity(request)),
  }));

  app.post<WithId>('/courses/sessions/:id/participants/', client, async (request, reply) => {
    const id = parsePathParam(PathIntegerIdSchema, request.params.id, ParticipantMessages.notYours);
    const { email } = parseInput(AddParticipantSchema, request.body);
    const data = await participants.add(clientIdentity(request), id, email);
    return reply.code(201).send({ status: true, message: ParticipantMessages.added, data });
  });

  app.delete<WithId>('/courses/participants/:id/', client, async (request) => {
    const id = parsePathParam(PathIntegerIdSchema, request.params.id, ParticipantMessages.notFound);
    const data = await participants.remove(clientIdentity(request), id);
    return { status: true, message: ParticipantMessages.removed, data };
  });

  app.get('/courses/waiting-list/', client, async (request) => ({
    status: true,
    data: await waitingList.list(clientIdentity(request)),
  }));

  app.post<WithId>('/courses/sessions/:id/waiting-list/', client, async (request, reply) => {
    const id = sessionIdIn(request);
    const { seats } = parseInput(JoinWaitingListSchema, request.body);
    const data = await waitingList.join(clientIdentity(request), id, seats);
    return reply.code(201).send({ status: true, message: WaitingListMessages.joined, data });
  });

  app.delete<WithId>('/courses/waiting-list/:id/', client, async (request) => {
    const id = parsePathParam(PathIntegerIdSchema, request.params.id, WaitingListMessages.notFound);
    const { declined } = await waitingList.leave(clientIdentity(request), id);
    return { status: true, message: declined ? WaitingListMessages.declined : WaitingListMessages.left };
  });

  app.get('/admin/courses/', staffReads, async () => ({ status: true, data: await catalogue.list() }));

  app.post('/admin/courses/', staffWrites, async (request, reply) => {
    const input = parseInput(CreateCourseSchema, request.body);
    const data = await catalogue.addCourse(staffIdentity(request), input);
    return reply.code(201).send({ status: true, message: CourseMessages.created, data });
  });

  app.patch<WithId>('/admin/courses/:id/', staffWrites, async (request) => {
    const id = courseIdIn(request);
    const input = parseInput(UpdateCourseSchema, request.body);
    return {
      status: true,
      message: CourseMessages.saved,
      data: await catalogue.updateCourse(staffIdentity(request), id, input),
    };
  });

  app.post<WithId>('/admin/courses/:id/sessions/', staffWrites, async (request, reply) => {
    const id = courseIdIn(request);
    const input = parseInput(CreateCourseSessionSchema, request.body);
    const data = await catalogue.addSession(staffIdentity(request), id, input);
    return reply.code(201).send({ status: true, message: CourseSessionMessages.created, data });
  });

  app.patch<WithId>('/admin/course-sessions/:id/', staffWrites, async (request) => {
    const id = sessionIdIn(request);
    const input = parseInput(UpdateCourseSessionSchema, request.body);
    return {
      status: true,
      message: CourseSessionMessages.saved,
      data: await catalogue.updateSession(staffIdentity(request), id, input),
    };
  });
}
