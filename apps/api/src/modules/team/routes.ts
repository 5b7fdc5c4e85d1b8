import {
  InvitationAcceptSchema,
  InvitationRequestSchema,
  InvitationTokenSchema,
  LibraryQueryMessages,
  OwnershipTransferSchema,
  RoleChangeSchema,
  SeatChangeSchema,
  TeamIdSchema,
  TeamMessages,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientIdentity } from '../../platform/http/client-identity.js';
import type { PublicOrigin } from '../../platform/http/public-origin.js';
import { rateLimit, TOO_MANY_REQUESTS } from '../../platform/http/rate-limit.js';
import { parseInput, parsePathParam } from '../../platform/http/validate.js';
import type { TeamService } from './service.js';

/** Invitation links: each public route allows this many calls per client address per window. */
const INVITATION_RATE_LIMIT_WINDOW = '10 minutes';
export const AdminTeamEventsMessages = {
  tenant: 'Organisation must be an organisation id.',
} as const;

const PageSchema = z.coerce
  .number({ error: LibraryQueryMessages.page })
  .int(LibraryQueryMessages.page)
  .min(1, LibraryQueryMessages.page)
  .max(100_000, LibraryQueryMessages.page)
  .default(1);

const TeamEventsQuerySchema = z.object({ page: PageSchema });

const AdminTeamEventsQuerySchema = z.object({
  page: PageSchema,
  tenant_id: z.uuid({ message: AdminTeamEventsMessages.tenant }).optional(),
});

export interface TeamRoutesOptions {
  team: TeamService;
  publicOrigin: PublicOrigin;
  /** Calls to an invitation link's routes per client address, per route, per 10 minutes. */
  invitationRateLimitMax: number;
  /**
   * Invitations mailed per organisation, per route (invite, resend), per hour: an owner cannot turn the firm's
   * mail into a way to send anyone any number of messages.
   */
  invitationMailRateLimitMax: number;
}

type WithId = { Params: { id: string } };
type WithToken = { Params: { token: string } };

/** A member or invitation id in a path; anything else is no member or invitation of anyone's. */
const idIn = (request: FastifyRequest<WithId>, notFound: string) =>
  parsePathParam(TeamIdSchema, request.params.id, notFound);

/** An invitation token in a path; anything else is answered like an unknown token. */
const tokenIn = (request: FastifyRequest<WithToken>) =>
  parsePathParam(InvitationTokenSchema, request.params.token, TeamMessages.invitationInvalid);

/**
 * The team calls under /api/team/ (issue 15): the organisation's members, invitations and seats for its clients
 * (changes by its owner and admins), the invitation links for invitees, and the record of changes for the firm's
 * staff under /api/admin/team-events/.
 */
export async function teamRoutes(app: FastifyInstance, options: TeamRoutesOptions) {
  const { team } = options;
  const client = { preHandler: app.requireClient };
  const linkLimit = rateLimit(
    options.invitationRateLimitMax,
    INVITATION_RATE_LIMIT_WINDOW,
    TOO_MANY_REQUESTS,
  );

  const mailing = {
    ...client,
    config: rateLimit(
      options.invitationMailRateLimitMax,
      '1 hour',
      TeamMessages.tooManyInvitations,
      'tenant',
    ),
  };

  app.get('/team/', client, async (request) => ({
    status: true,
    data: await team.team(clientIdentity(request)),
  }));

  app.post('/team/invitations/', mailing, async (request, reply) => {
    const body = parseInput(InvitationRequestSchema, request.body);
    return reply
      .code(201)
      .send(await team.invite(clientIdentity(request), body, options.publicOrigin(request)));
  });

  app.post<WithId>('/team/invitations/:id/resend/', mailing, async (request) =>
    team.resendInvitation(
      clientIdentity(request),
      idIn(request, TeamMessages.invitationNotFound),
      options.publicOrigin(request),
    ),
  );

  app.delete<WithId>('/team/invitations/:id/', client, async (request) =>
    team.revokeInvitation(clientIdentity(request), idIn(request, TeamMessages.invitationNotFound)),
  );

  app.patch<WithId>('/team/members/:id/', client, async (request) => {
    const id = idIn(request, TeamMessages.memberNotFound);
    const { role } = parseInput(RoleChangeSchema, request.body);
    return team.changeRole(clientIdentity(request), id, role);
  });

  app.post<WithId>('/team/members/:id/suspend/', client, async (request) =>
    team.suspend(clientIdentity(request), idIn(request, TeamMessages.memberNotFound)),
  );

  app.post<WithId>('/team/members/:id/reactivate/', client, async (request) =>
    team.reactivate(clientIdentity(request), idIn(request, TeamMessages.memberNotFound)),
  );

  app.delete<WithId>('/team/members/:id/', client, async (request) =>
    team.remove(clientIdentity(request), idIn(request, TeamMessages.memberNotFound)),
  );

  app.post('/team/ownership/', client, async (request) => {
    const { member_id } = parseInput(OwnershipTransferSchema, request.body);
    return team.transferOwnership(clientIdentity(request), member_id);
  });

  app.put('/team/seats/', client, async (request) => {
    const body = parseInput(SeatChangeSchema, request.body);
    return team.changeSeat(clientIdentity(request), body);
  });

  app.get('/team/events/', client, async (request) => {
    const { page } = parseInput(TeamEventsQuerySchema, request.query);
    return team.events(clientIdentity(request), page);
  });

  // The invitation link: no session; the token is the credential, long and random, rate limited by address.
  app.get<WithToken>('/team/invitations/:token/', { config: linkLimit }, async (request) => ({
    status: true,
    data: await team.invitationPreview(tokenIn(request)),
  }));

  app.post<WithToken>('/team/invitations/:token/accept/', { config: linkLimit }, async (request) => {
    const token = tokenIn(request);
    const body = parseInput(InvitationAcceptSchema, request.body);
    return { status: true, data: await team.acceptInvitation(token, body) };
  });

  app.get('/admin/team-events/', { preHandler: app.requireStaff('clients', 'read') }, async (request) => {
    const { page, tenant_id } = parseInput(AdminTeamEventsQuerySchema, request.query);
    return team.allEvents(tenant_id, page);
  });
}
