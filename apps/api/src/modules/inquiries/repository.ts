import type { AdminInquiriesQuery } from '@firm/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { inquiries, users } from '../../platform/database/schema.js';
import { escapeLike } from '../../platform/database/escape-like.js';

export type NewInquiry = typeof inquiries.$inferInsert;

const count = sql<number>`count(*)::int`;

/** An inquiry as the back office reads it: every field, and the name of whoever handled it. */
const inboxColumns = {
  id: inquiries.id,
  firstName: inquiries.firstName,
  lastName: inquiries.lastName,
  email: inquiries.email,
  phone: inquiries.phone,
  phoneCode: inquiries.phoneCode,
  company: inquiries.company,
  country: inquiries.country,
  hearAboutUs: inquiries.hearAboutUs,
  reasonForInquiry: inquiries.reasonForInquiry,
  comments: inquiries.comments,
  createdAt: inquiries.createdAt,
  handledAt: inquiries.handledAt,
  handledByFirstName: users.firstName,
  handledByLastName: users.lastName,
};

export interface InboxRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCode: string | null;
  company: string;
  country: string;
  hearAboutUs: string;
  reasonForInquiry: string;
  comments: string;
  createdAt: Date;
  handledAt: Date | null;
  handledByFirstName: string | null;
  handledByLastName: string | null;
}

const SORT_COLUMNS = {
  created_at: inquiries.createdAt,
  company: inquiries.company,
  email: inquiries.email,
} as const;

function inboxFilters(query: AdminInquiriesQuery): SQL | undefined {
  const search = query.q?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    query.state === 'new' ? isNull(inquiries.handledAt) : undefined,
    query.state === 'handled' ? isNotNull(inquiries.handledAt) : undefined,
    pattern
      ? or(
          ilike(inquiries.firstName, pattern),
          ilike(inquiries.lastName, pattern),
          // A full name as typed: "Ana Lima".
          ilike(sql`${inquiries.firstName} || ' ' || ${inquiries.lastName}`, pattern),
          ilike(inquiries.email, pattern),
          ilike(inquiries.company, pattern),
          ilike(inquiries.comments, pattern),
        )
      : undefined,
  );
}

/** Every query of inquiries. */
export const inquiryRepository = {
  async insert(db: Db, inquiry: NewInquiry): Promise<void> {
    await db.insert(inquiries).values(inquiry);
  },

  /** A page of the inbox, sorted with the id as tie-break, and the count of every inquiry the filters match. */
  async listInbox(db: Db, query: AdminInquiriesQuery): Promise<{ rows: InboxRow[]; count: number }> {
    const where = inboxFilters(query);
    const order = query.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select(inboxColumns)
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.handledByUserId))
        .where(where)
        .orderBy(order(SORT_COLUMNS[query.sort]), order(inquiries.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ count }).from(inquiries).where(where),
    ]);
    return { rows, count: total?.count ?? 0 };
  },

  async inboxRow(db: Db, id: string): Promise<InboxRow | null> {
    const [row] = await db
      .select(inboxColumns)
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.handledByUserId))
      .where(eq(inquiries.id, id));
    return row ?? null;
  },

  /** Locks the inquiry for a change of its state; null when there is none. */
  async lockState(db: Db, id: string): Promise<{ handledAt: Date | null } | null> {
    const [row] = await db
      .select({ handledAt: inquiries.handledAt })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    return row ?? null;
  },

  async setHandled(db: Db, id: string, handled: { at: Date; byUserId: string } | null): Promise<void> {
    await db
      .update(inquiries)
      .set({ handledAt: handled?.at ?? null, handledByUserId: handled?.byUserId ?? null })
      .where(eq(inquiries.id, id));
  },
};
