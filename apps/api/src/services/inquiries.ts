import type { Inquiry } from '@firm/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail.js';
import type { Db } from '../db/database.js';
import { inquiries } from '../db/schema.js';
import { inquiryMail } from '../mail/inquiry-mail.js';

export function createInquiryService(options: { db: Db; mailer: Mailer; firmMailbox: string }) {
  return {
    /**
     * Keeps the inquiry first, then mails it to the firm. A failed send is logged and leaves the inquiry stored
     * with mailed_at null, so it can be sent again; the visitor's message is not lost either way.
     */
    async submit(inquiry: Inquiry, log: FastifyBaseLogger): Promise<{ mailed: boolean }> {
      const [row] = await options.db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
      try {
        await options.mailer.send(inquiryMail(inquiry, options.firmMailbox));
        await options.db
          .update(inquiries)
          .set({ mailedAt: sql`now()` })
          .where(eq(inquiries.id, row!.id));
        return { mailed: true };
      } catch (error) {
        log.error({ err: error, inquiryId: row!.id }, 'inquiry stored but not mailed');
        return { mailed: false };
      }
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
