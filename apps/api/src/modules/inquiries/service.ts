import type { Inquiry } from '@firm/domain';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { inquiryAcknowledgmentMail, inquiryMail } from './mails.js';
import { inquiryRepository } from './repository.js';

export function createInquiryService(options: {
  unitOfWork: UnitOfWork;
  mail: MailQueue;
  firmMailbox: string;
}) {
  return {
    /**
     * Keeps the inquiry and queues, in the same transaction, its mail to the firm and the acknowledgment to the
     * sender: both leave after the commit and are retried until sent, so a mail server that is down loses nothing
     * and keeps no visitor waiting. The acknowledgment goes only to the address the form gave, carries only a copy
     * of that message, and the route's rate limit bounds how many one caller can cause.
     */
    async submit(inquiry: Inquiry): Promise<void> {
      await options.unitOfWork(async (tx) => {
        await inquiryRepository.insert(tx, inquiry);
        await options.mail(tx, inquiryMail(inquiry, options.firmMailbox));
        await options.mail(tx, inquiryAcknowledgmentMail(inquiry, options.firmMailbox));
      });
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
