import type { Inquiry } from '@firm/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/transport.js';
import type { Db } from '../../platform/database/database.js';
import { inquiries } from '../../platform/database/schema.js';
import { inquiryAcknowledgmentMail, inquiryMail } from './mails.js';

export function createInquiryService(options: { db: Db; mailer: Mailer; firmMailbox: string }) {
  return {
    /**
     * Keeps the inquiry first, then mails it to the firm and acknowledges it to the sender. A failed send is
     * logged and leaves its timestamp null (mailed_at, acknowledged_at), so it can be sent again; the visitor's
     * message is not lost either way. The acknowledgment goes only to the address the form gave, carries only
     * a copy of that message, and the route's rate limit bounds how many one caller can cause.
     */
    async submit(
      inquiry: Inquiry,
      log: FastifyBaseLogger,
    ): Promise<{ mailed: boolean; acknowledged: boolean }> {
      const [row] = await options.db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
      const id = row!.id;
      let mailed = false;
      try {
        await options.mailer.send(inquiryMail(inquiry, options.firmMailbox));
        await options.db
          .update(inquiries)
          .set({ mailedAt: sql`now()` })
          .where(eq(inquiries.id, id));
        mailed = true;
      } catch (error) {
        log.error({ err: error, inquiryId: id }, 'inquiry stored but not mailed');
      }
      let acknowledged = false;
      try {
        await options.mailer.send(inquiryAcknowledgmentMail(inquiry, options.firmMailbox));
        await options.db
          .update(inquiries)
          .set({ acknowledgedAt: sql`now()` })
          .where(eq(inquiries.id, id));
        acknowledged = true;
      } catch (error) {
        log.error({ err: error, inquiryId: id }, 'inquiry stored but not acknowledged to the sender');
      }
      return { mailed, acknowledged };
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
