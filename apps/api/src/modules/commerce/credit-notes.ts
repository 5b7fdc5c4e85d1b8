import {
  correctedDocument,
  centsToDollars,
  CreditNoteLookupMessages,
  creditNoteFileName,
  DOCUMENT_SERIES,
  documentNumberOf,
  firmYearOf,
  type CreditNote,
  type CreditNoteReason,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import { sendMailJob } from '../../platform/mail/mail-job.js';
import { creditNotesRepository, type NumberedCreditNote } from './credit-notes-repository.js';
import {
  mailRecipients,
  recipientOf,
  type Buyer,
  type InvoiceDocuments,
  type InvoiceReader,
} from './invoice-documents.js';
import { renderCreditNotePdf } from './invoice-pdf.js';
import { creditedTaxLines } from './tax.js';
import { creditNoteMail } from './mails.js';
import { commerceRepository as repository } from './repository.js';

/** Draws an issued credit note's PDF, keeps it and mails it: after the issue commits, once however often it runs. */
export const creditNoteIssuedJob = defineJob<{ creditNoteId: string }>('commerce.credit-note-issued');

/** Where a credit note's PDF is kept in the file store. */
export const creditNoteFileKey = (number: string) => `credit-notes/${creditNoteFileName(number)}`;

/** A credit note as the billing view and the back office list it. */
export const creditNoteJson = ({ note, orderNumber, invoiceNumber }: NumberedCreditNote): CreditNote => ({
  number: note.number,
  order_number: orderNumber,
  invoice_number: invoiceNumber,
  reason: note.reason as CreditNoteReason,
  amount: centsToDollars(note.amountCents),
  issued_at: note.issuedAt.toISOString(),
});

/**
 * Issues a credit note in `tx` (issue 46) for what `order` gives back: the next number of the firm's year in its own
 * series (gap-free, document_numbers), never changed after. Its PDF is drawn and mailed by a job once `tx` commits.
 */
export async function issueCreditNote(
  tx: Db,
  jobs: JobQueue,
  input: {
    order: Pick<OrderRow, 'id' | 'tenantId'>;
    reason: CreditNoteReason;
    amountCents: number;
    at: Date;
  },
) {
  const year = firmYearOf(input.at);
  const serial = await repository.nextDocumentNumber(tx, DOCUMENT_SERIES.creditNote, year);
  const note = await creditNotesRepository.insert(tx, {
    number: documentNumberOf(DOCUMENT_SERIES.creditNote, year, serial),
    orderId: input.order.id,
    tenantId: input.order.tenantId,
    reason: input.reason,
    amountCents: input.amountCents,
    issuedAt: input.at,
  });
  await jobs.enqueue(tx, creditNoteIssuedJob, { creditNoteId: note.id });
  return note;
}

/**
 * Credit notes as documents: drawn from the note and the order it corrects (addressed as the order froze its buyer),
 * kept in the file store, mailed once to the buyer and the accounts-payable addresses, and read by whoever may read
 * the order's invoice.
 */
export function createCreditNoteDocuments(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  files: FileStore;
  documents: InvoiceDocuments;
}) {
  const { db, unitOfWork, jobs, files, documents } = deps;

  /** Draws the note's PDF, addressed to the buyer the order froze (the buyer read once by the caller). */
  function draw(
    note: { number: string; reason: string; amountCents: number; issuedAt: Date },
    order: OrderRow,
    buyer: Buyer,
  ) {
    return renderCreditNotePdf({
      number: note.number,
      issuedAt: note.issuedAt,
      orderNumber: order.number,
      invoiceNumber: order.invoiceNumber,
      reason: note.reason as CreditNoteReason,
      amountCents: note.amountCents,
      billTo: recipientOf(order, buyer),
      poNumber: order.poNumber,
      includedTax: creditedTaxLines(order, note.amountCents),
    });
  }

  jobs.register(creditNoteIssuedJob, async ({ creditNoteId }) => {
    const found = await creditNotesRepository.withOrder(db, { id: creditNoteId });
    if (!found) return;
    const { note, order } = found;
    const key = creditNoteFileKey(note.number);
    const buyer = await documents.buyerOf(db, order.userId);
    await files.put(key, await draw(note, order, buyer));
    await unitOfWork((tx) =>
      jobs.enqueue(
        tx,
        sendMailJob,
        creditNoteMail({
          to: mailRecipients(order, buyer),
          firstName: buyer.firstName,
          number: note.number,
          corrects: correctedDocument(order),
          amountCents: note.amountCents,
          pdfFileKey: key,
          pdfFileName: creditNoteFileName(note.number),
        }),
        // A second run (the worker stopped after queueing it) queues nothing more.
        { uniqueKey: `credit-note-mail:${note.id}` },
      ),
    );
  });

  return {
    /** The organisation's credit notes, newest first. */
    ofTenant: async (tenantId: string) =>
      (await creditNotesRepository.ofTenant(db, tenantId)).map(creditNoteJson),

    /** The credit notes correcting one order, oldest first. */
    ofOrder: async (orderId: string) =>
      (await creditNotesRepository.ofOrder(db, orderId)).map(creditNoteJson),

    /**
     * A credit note's PDF for whoever may read its order's invoice: the firm's staff, or a client who sees the
     * organisation's billing. Another organisation's, an unknown number and a malformed one are all 404.
     */
    async pdf(reader: InvoiceReader, number: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const found = await creditNotesRepository.withOrder(db, { number });
      if (!found || !(await documents.mayRead(reader, found.order)))
        throw new NotFoundError(CreditNoteLookupMessages.notFound);
      const key = creditNoteFileKey(found.note.number);
      const fileName = creditNoteFileName(found.note.number);
      if (await files.exists(key)) return { fileName, bytes: await files.get(key) };
      const bytes = await draw(found.note, found.order, await documents.buyerOf(db, found.order.userId));
      await files.put(key, bytes);
      return { fileName, bytes };
    },
  };
}

export type CreditNoteDocuments = ReturnType<typeof createCreditNoteDocuments>;
