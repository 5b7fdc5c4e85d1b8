import {
  billingAddressLines,
  ClientMessages,
  statementFileName,
  taxIdText,
  type StatementFormat,
} from '@firm/domain';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { NotFoundError } from '../../platform/errors.js';
import { sendDownload } from '../../platform/http/download-reply.js';
import { sendPdf } from '../../platform/http/pdf-reply.js';
import type { BillingProfiles } from './billing-profiles.js';
import { statementOf } from './statement.js';
import { statementCsv } from './statement-csv.js';
import { renderStatementPdf } from './statement-pdf.js';
import { statementsRepository as repository } from './statements-repository.js';

/** A statement drawn for download: a PDF's bytes or a CSV's text, and the name it is saved under. */
export type StatementFile =
  { format: 'pdf'; fileName: string; bytes: Uint8Array } | { format: 'csv'; fileName: string; text: string };

/**
 * Statements of account (issue 46): an organisation's invoices, payments, credit notes and refunds to the clock's
 * now, addressed as its billing details say (else by its name). Whoever asks is checked by the calling area: the
 * billing view (owner, admins, billing members) or the back office (admins, finance).
 */
export function createStatements(deps: { db: Db; clock: Clock; billingProfiles: BillingProfiles }) {
  const { db, clock, billingProfiles } = deps;
  return {
    async file(tenantId: string, format: StatementFormat): Promise<StatementFile> {
      const organisation = await repository.organisation(db, tenantId);
      if (!organisation) throw new NotFoundError(ClientMessages.notFound);
      const [orders, creditNotes, profile] = await Promise.all([
        repository.orders(db, tenantId),
        repository.creditNotes(db, tenantId),
        billingProfiles.read(tenantId),
      ]);
      const asOf = clock.now();
      const statement = statementOf({ organisation: organisation.name, asOf, orders, creditNotes });
      const fileName = statementFileName(asOf, format);
      if (format === 'csv') return { format, fileName, text: statementCsv(statement) };
      const taxId = profile ? taxIdText(profile) : undefined;
      const addressedTo = profile
        ? [profile.legal_name, ...billingAddressLines(profile), ...(taxId ? [taxId] : [])]
        : [organisation.name];
      return { format, fileName, bytes: await renderStatementPdf(statement, addressedTo) };
    },
  };
}

export type Statements = ReturnType<typeof createStatements>;

/** Sends a statement as an attachment, never cached nor sniffed. */
export function sendStatement(reply: FastifyReply, file: StatementFile) {
  if (file.format === 'pdf') return sendPdf(reply, file, 'attachment');
  return sendDownload(reply, {
    body: file.text,
    contentType: 'text/csv; charset=utf-8',
    fileName: file.fileName,
  });
}
