import { BookmarkMessages, CreateBookmarkSchema, LibraryQuerySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { HttpError } from '../../../platform/http/errors.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { BookmarkService } from '../bookmarks.js';

const BookmarkIdSchema = z.object({ id: z.uuid() });

/** GET, POST and DELETE /api/reports/bookmarks/ (SPEC §7): the caller's own bookmarks. */
export async function bookmarkRoutes(app: FastifyInstance, options: { bookmarks: BookmarkService }) {
  app.get('/reports/bookmarks/', { preHandler: app.requireClient }, async (request) => {
    const query = parseInput(LibraryQuerySchema, request.query);
    return options.bookmarks.list(clientIdentity(request), query);
  });

  app.post('/reports/bookmarks/', { preHandler: app.requireClient }, async (request, reply) => {
    const { report_id } = parseInput(CreateBookmarkSchema, request.body);
    const id = await options.bookmarks.create(clientIdentity(request), report_id);
    return reply.code(201).send({ status: true, data: { id } });
  });

  app.delete('/reports/bookmarks/:id/', { preHandler: app.requireClient }, async (request) => {
    const params = BookmarkIdSchema.safeParse(request.params);
    if (!params.success) throw new HttpError(404, BookmarkMessages.unknownBookmark);
    await options.bookmarks.remove(clientIdentity(request), params.data.id);
    return { status: true };
  });
}
