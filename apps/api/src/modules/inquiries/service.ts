import type { Inquiry } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { inquiryAcknowledgmentMail, inquiryMail } from './mails.js';
import { inquiryRepository as repository } from './repository.js';

export function createInquiryService({
  unitOfWork,
  clock,
  mail,
  firmMailbox,
}: {
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  /** Where inquiries are mailed. */
  firmMailbox: string;
}) {
  return {
    /**
     * Keeps the inquiry and queues its two mails in one transaction: to the firm, and the acknowledgment to the
     * sender. A mail that cannot be sent is retried by the job queue; the visitor's message is kept either way.
     * The acknowledgment goes only to the address the form gave, carries only a copy of that message, and the
     * route's rate limit bounds how many one caller can cause.
     */
    async submit(inquiry: Inquiry): Promise<void> {
      await unitOfWork(async (tx) => {
        const now = clock.now();
        await repository.insert(tx, { ...inquiry, createdAt: now, mailedAt: now, acknowledgedAt: now });
        await mail(tx, inquiryMail(inquiry, firmMailbox));
        await mail(tx, inquiryAcknowledgmentMail(inquiry, firmMailbox));
      });
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
