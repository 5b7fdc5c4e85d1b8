import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/** The inquiries area's table: the contact form's messages. */

/** A contact form message (SPEC §2 Contact); mailed to the firm's mailbox, kept here as the record. */
export const inquiries = pgTable('inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The calling code sent with the phone, e.g. '+44'; null for inquiries sent before it was asked. */
  phoneCode: text('phone_code'),
  company: text('company').notNull(),
  country: text('country').notNull(),
  hearAboutUs: text('hear_about_us').notNull(),
  reasonForInquiry: text('reason_for_inquiry').notNull(),
  comments: text('comments').notNull(),
  /**
   * When the mail to the firm was queued, in the inquiry's own transaction; the mail job delivers it, with retries
   * (a failure stays visible in the jobs table). Null for inquiries kept before mail went through the queue and
   * not sent then.
   */
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  /** When the acknowledgment to the sender was queued, likewise. */
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** When a staff member marked it handled in the back office's inbox; null while it is new. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
