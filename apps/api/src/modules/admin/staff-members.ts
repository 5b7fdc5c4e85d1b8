import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import {
  STAFF_INVITATION_VALID_DAYS,
  StaffMemberMessages,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { issuePasswordResetToken, normaliseEmail, unusablePasswordHash, addInvitedStaff } from '../accounts';
import { accountStateOf } from './account-state.js';
import { recordStaffAction } from '../activity';
import { adminRepository as repository } from './repository.js';
import { staffInvitationMail } from './staff-mails.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function staffMemberJsonOf(row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole | null;
  status: string;
  createdAt: Date;
}): StaffMember {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    staff_role: row.role ?? 'admin',
    status: accountStateOf(row.status),
    created_at: row.createdAt.toISOString(),
  };
}

const emailTaken = () =>
  new ConflictError(StaffMemberMessages.emailTaken, { email: [StaffMemberMessages.emailTaken] });

/**
 * The firm's staff (issue 16): listed, and invited by an admin. An invitee is a pending staff account with no
 * usable password; their mail carries a password reset link, and choosing the password activates them.
 */
export function createStaffMembers({
  db,
  unitOfWork,
  clock,
  mail,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
}) {
  return {
    async list(): Promise<StaffMember[]> {
      return (await repository.staffMembers(db)).map(staffMemberJsonOf);
    },

    async invite(inviter: StaffIdentity, invitation: StaffInvitation, origin: string): Promise<StaffMember> {
      const email = normaliseEmail(invitation.email);
      const passwordHash = await unusablePasswordHash();
      return unitOfWork(async (tx) => {
        if (await repository.emailInUse(tx, email)) throw emailTaken();
        const now = clock.now();
        const id = await addInvitedStaff(tx, {
          email,
          firstName: invitation.first_name,
          lastName: invitation.last_name,
          staffRole: invitation.staff_role,
          passwordHash,
          createdAt: now,
        });
        // Another request took the address between the check and the insert.
        if (!id) throw emailTaken();
        const expiresAt = new Date(now.getTime() + STAFF_INVITATION_VALID_DAYS * DAY_MS);
        const token = await issuePasswordResetToken(tx, id, expiresAt);
        await mail(
          tx,
          staffInvitationMail({
            to: email,
            firstName: invitation.first_name,
            invitedBy: inviter.name,
            role: invitation.staff_role,
            link: `${origin}/forgot-password?token=${encodeURIComponent(token)}`,
            expiresOn: expiresAt.toISOString().slice(0, 10),
          }),
        );
        await recordStaffAction(tx, {
          staff: { id: inviter.id, email: inviter.email },
          action: 'staff_invited',
          target: { type: 'user', id },
          before: null,
          after: {
            email,
            first_name: invitation.first_name,
            last_name: invitation.last_name,
            staff_role: invitation.staff_role,
          },
          at: now,
        });
        return staffMemberJsonOf({
          id,
          email,
          firstName: invitation.first_name,
          lastName: invitation.last_name,
          role: invitation.staff_role,
          status: 'pending',
          createdAt: now,
        });
      });
    },
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
