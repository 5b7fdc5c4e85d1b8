import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import type { AdminInquiriesQuery, AdminInquiry } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { NotFoundError } from '../../platform/errors.js';
import { recordStaffAction } from '../activity';
import { inquiryRepository as repository, type InboxRow } from './repository.js';

export const InquiryInboxMessages = {
  notFound: 'This inquiry does not exist.',
} as const;

function adminInquiryOf(row: InboxRow): AdminInquiry {
  const handledBy =
    row.handledByFirstName !== null || row.handledByLastName !== null
      ? `${row.handledByFirstName ?? ''} ${row.handledByLastName ?? ''}`.trim()
      : null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    phone_code: row.phoneCode,
    company: row.company,
    country: row.country,
    hear_about_us: row.hearAboutUs,
    reason_for_inquiry: row.reasonForInquiry,
    comments: row.comments,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: handledBy,
  };
}

/** The back office's inbox of contact form inquiries (issue 16): listed, and marked handled or new again. */
export function createInquiryInbox({
  db,
  unitOfWork,
  clock,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  return {
    /** A page of the inbox, filtered, searched and sorted on the server. */
    async list(query: AdminInquiriesQuery) {
      const { rows, count } = await repository.listInbox(db, query);
      return { count, page: query.page, page_size: query.page_size, data: rows.map(adminInquiryOf) };
    },

    /**
     * Marks the inquiry handled by the staff member (at the clock's time), or new again, with its audit record in
     * the same transaction. Asking for the state it already has changes nothing and records nothing.
     */
    async setHandled(staff: StaffIdentity, id: string, handled: boolean): Promise<AdminInquiry> {
      return unitOfWork(async (tx) => {
        const current = await repository.lockState(tx, id);
        if (!current) throw new NotFoundError(InquiryInboxMessages.notFound);
        const wasHandled = current.handledAt !== null;
        if (wasHandled !== handled) {
          const at = clock.now();
          await repository.setHandled(tx, id, handled ? { at, byUserId: staff.id } : null);
          await recordStaffAction(tx, {
            staff: { id: staff.id, email: staff.email },
            action: handled ? 'inquiry_handled' : 'inquiry_reopened',
            target: { type: 'inquiry', id },
            before: { handled: wasHandled },
            after: { handled },
            at,
          });
        }
        const row = await repository.inboxRow(tx, id);
        return adminInquiryOf(row!);
      });
    },
  };
}

export type InquiryInbox = ReturnType<typeof createInquiryInbox>;
