import {
  managesTeam,
  TeamMessages,
  type InvitationAccept,
  type LoginData,
  type TeamChangeResponse,
  type TeamEventsResponse,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { createInvitations } from './invitations.js';
import { createMemberChanges } from './members.js';
import { callerOf, createTeamChanges } from './team-change.js';
import { teamEventsPage, subscribeToCompanyChanges } from './team-events.js';
import { teamView } from './team-view.js';

export interface TeamServiceDependencies {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  log: Log;
  /** Accounts' events the team's record keeps (the company's changes). */
  events: DomainEvents;
  /** From the accounts service: sessions end and start there. */
  accounts: {
    endSessionsOfUser: (tx: Db, userId: string, reason: SessionEndReason) => Promise<void>;
    signInVerified: (userId: string) => Promise<LoginData>;
    replacePendingRegistration: (tx: Db, email: string) => Promise<boolean>;
  };
}

/**
 * The organisation's team (issue 15): members and their roles, invitations, seats, and the record of every change.
 * Every read and change is authorised by the caller's role as the database holds it now, in the organisation of
 * their token.
 */
export function createTeamService(deps: TeamServiceDependencies) {
  const { db, clock } = deps;
  subscribeToCompanyChanges(deps.events);
  const change = createTeamChanges(deps);
  const invitations = createInvitations({
    ...deps,
    change,
    signInVerified: deps.accounts.signInVerified,
    replacePendingRegistration: deps.accounts.replacePendingRegistration,
  });
  const members = createMemberChanges({ change, endSessionsOfUser: deps.accounts.endSessionsOfUser });

  /** The team as the caller sees it now. */
  async function team(identity: ClientIdentity) {
    return teamView(db, await callerOf(db, identity), clock.now());
  }

  /** A change's answer: its message and the team after it. */
  const changed =
    <Args extends unknown[]>(work: (identity: ClientIdentity, ...args: Args) => Promise<string>) =>
    async (identity: ClientIdentity, ...args: Args): Promise<TeamChangeResponse> => {
      const message = await work(identity, ...args);
      return { status: true, message, data: await team(identity) };
    };

  return {
    team,
    invite: changed(invitations.invite),
    resendInvitation: changed(invitations.resend),
    revokeInvitation: changed(invitations.revoke),
    changeRole: changed(members.changeRole),
    suspend: changed(members.suspend),
    reactivate: changed(members.reactivate),
    remove: changed(members.remove),
    transferOwnership: changed(members.transferOwnership),
    changeSeat: changed(members.changeSeat),

    /** A public link's invitation, and its acceptance (a sign-in). */
    invitationPreview: (token: string) => invitations.preview(token),
    acceptInvitation: (token: string, request: InvitationAccept) => invitations.accept(token, request),

    /** The organisation's record of team changes, newest first; its owner and admins only. */
    async events(identity: ClientIdentity, page: number): Promise<TeamEventsResponse> {
      const caller = await callerOf(db, identity);
      if (!managesTeam(caller.role)) throw new ForbiddenError(TeamMessages.forbidden);
      const { count, data } = await teamEventsPage(db, caller.tenantId, page);
      return {
        status: true,
        count,
        data: data.map(({ tenant_id: _tenant, organisation: _organisation, ...event }) => event),
      };
    },

    /** Every organisation's record, or one's, for the firm's staff. */
    async allEvents(tenantId: string | undefined, page: number) {
      return { status: true as const, ...(await teamEventsPage(db, tenantId, page)) };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
