import {
  AdminReportMessages,
  type AdminReport,
  type AdminReportsQuery,
  type AdminReportUpdate,
  type AdminUploadOutcome,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { PdfTextReader } from '../../platform/pdf/pdf-text-reader.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { recordStaffAction, type Staff } from '../activity';
import { adminReportsRepository as repository, type AdminReportRow } from './admin-repository.js';
import { queueReportFileRemoval } from './report-file-removal.js';
import { insertPreparedReport, prepareReportPdf, resolveReportType } from './report-import.js';

function adminReportOf(row: AdminReportRow): AdminReport {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    report_type: row.reportTypeId,
    report_type_name: row.reportTypeName,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    unpublished_at: row.unpublishedAt?.toISOString() ?? null,
    total_word_count: row.totalWordCount,
    file_size: row.fileSize,
    file_replaced_at: row.fileReplacedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a report's editable facts. */
function auditedFacts(row: AdminReportRow) {
  return {
    name: row.name,
    summary: row.summary,
    published_at: row.publishedAt?.toISOString().slice(0, 10) ?? null,
    report_type: row.reportTypeId,
    report_type_name: row.reportTypeName,
  };
}

/** Who acts: a signed-in staff member, or an operator as the audit log names them (the CLI). */
export type Actor = Staff;

export interface UploadedReport {
  outcome: AdminUploadOutcome;
  message: string;
  report: AdminReport;
}

/**
 * The back office's reports (issue 16): listed with every state, uploaded through the import the CLI uses, edited,
 * unpublished and published again, deleted, and previewed. Every change writes its audit record in its transaction.
 */
export function createAdminReports({
  db,
  unitOfWork,
  clock,
  files,
  jobs,
  events,
  readPdfText,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  files: FileStore;
  jobs: JobQueue;
  events: DomainEvents;
  /** Reads an uploaded PDF's text within the limits of its reading (issue 39). */
  readPdfText: PdfTextReader;
}) {
  /** A sellable report type, or the field's message: a type that does not exist is a bad choice, not a 404. */
  async function chosenType(tx: Db, id: number) {
    try {
      return await resolveReportType(tx, String(id));
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new InvalidInputError(error.message, { report_type: [error.message] });
      }
      throw error;
    }
  }

  async function locked(tx: Db, id: number): Promise<AdminReportRow> {
    const row = await repository.lock(tx, id);
    if (!row) throw new NotFoundError(AdminReportMessages.notFound);
    return row;
  }

  /** Tells the areas above that the report reached the library (alerts go, unless `quiet`). */
  async function announce(tx: Db, row: AdminReportRow, at: Date, quiet: boolean) {
    await events.publish(tx, 'reports.published', {
      reportId: row.id,
      reportTypeId: row.reportTypeId,
      publishedAt: row.publishedAt,
      at,
      quiet,
    });
  }

  async function setPublished(
    actor: Actor,
    id: number,
    published: boolean,
    options: { reason?: string | undefined; quiet?: boolean | undefined } = {},
  ) {
    const { reason } = options;
    return unitOfWork(async (tx) => {
      const current = await locked(tx, id);
      const wasPublished = current.unpublishedAt === null;
      if (wasPublished === published) {
        throw new RuleRefusedError(
          published ? AdminReportMessages.alreadyPublished : AdminReportMessages.alreadyUnpublished,
        );
      }
      const staff = actor;
      const at = clock.now();
      await repository.setUnpublished(tx, id, published ? null : at);
      await recordStaffAction(tx, {
        staff,
        action: published ? 'report_republished' : 'report_unpublished',
        target: { type: 'report', id: String(id) },
        before: { name: current.name, unpublished_at: current.unpublishedAt?.toISOString() ?? null },
        after: {
          name: current.name,
          unpublished_at: published ? null : at.toISOString(),
          ...(published && options.quiet ? { quiet: true } : {}),
        },
        reason: reason ?? null,
        at,
      });
      const row = (await repository.row(tx, id))!;
      if (published) await announce(tx, row, at, options.quiet ?? false);
      return adminReportOf(row);
    });
  }

  return {
    /** A page of every report, published or not, filtered, searched and sorted on the server. */
    async list(query: AdminReportsQuery) {
      const { rows, count } = await repository.list(db, query);
      return { count, page: query.page, page_size: query.page_size, data: rows.map(adminReportOf) };
    },

    async get(id: number): Promise<AdminReport> {
      const row = await repository.row(db, id);
      if (!row) throw new NotFoundError(AdminReportMessages.notFound);
      return adminReportOf(row);
    },

    /**
     * One PDF into a report type, through the import the CLI uses (text, word counts, frequency, summary). The type
     * is checked, the text read and the file stored before the transaction, which holds only the row and its audit
     * record. The same file again is the report it made the first time: a duplicate, recorded nowhere.
     */
    async upload(
      actor: Actor,
      input: { reportTypeId: number; fileName: string; bytes: Uint8Array; quiet?: boolean | undefined },
    ): Promise<UploadedReport> {
      if (input.bytes.byteLength === 0) throw new InvalidInputError(AdminReportMessages.empty);
      const type = await chosenType(db, input.reportTypeId);
      const prepared = await prepareReportPdf(
        db,
        files,
        { reportTypeId: type.id, bytes: input.bytes, fileName: input.fileName },
        readPdfText,
      );
      const uploaded = await unitOfWork(async (tx): Promise<UploadedReport> => {
        const result = await insertPreparedReport(tx, prepared);
        const row = (await repository.row(tx, result.id))!;
        if (result.status === 'unchanged') {
          return {
            outcome: 'duplicate',
            message: `${input.fileName} is already report ${row.id}, "${row.name}" (${row.reportTypeName}); nothing was imported.`,
            report: adminReportOf(row),
          };
        }
        const at = clock.now();
        await recordStaffAction(tx, {
          staff: actor,
          action: 'report_uploaded',
          target: { type: 'report', id: String(row.id) },
          before: null,
          after: {
            ...auditedFacts(row),
            file_name: input.fileName,
            file_size: row.fileSize,
            ...(input.quiet ? { quiet: true } : {}),
          },
          at,
        });
        await announce(tx, row, at, input.quiet ?? false);
        return {
          outcome: 'imported',
          message: `${input.fileName} is now report ${row.id}, "${row.name}".`,
          report: adminReportOf(row),
        };
      });
      // A removal job of an earlier report of these bytes may have run between the store and the commit.
      if (prepared.status === 'ready' && !(await files.exists(prepared.values.fileKey))) {
        await files.put(prepared.values.fileKey, input.bytes);
      }
      return uploaded;
    },

    /** Changes name, summary, publication date or type; the audit record holds the facts before and after. */
    async update(actor: Actor, id: number, change: AdminReportUpdate): Promise<AdminReport> {
      return unitOfWork(async (tx) => {
        const current = await locked(tx, id);
        if (change.report_type !== undefined && change.report_type !== current.reportTypeId) {
          await chosenType(tx, change.report_type);
        }
        await repository.update(tx, id, {
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.summary !== undefined ? { summary: change.summary } : {}),
          ...(change.published_at !== undefined
            ? {
                publishedAt:
                  change.published_at === null ? null : new Date(`${change.published_at}T00:00:00Z`),
              }
            : {}),
          ...(change.report_type !== undefined ? { reportTypeId: change.report_type } : {}),
        });
        const updated = (await repository.row(tx, id))!;
        const before = auditedFacts(current);
        const after = auditedFacts(updated);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordStaffAction(tx, {
            staff: actor,
            action: 'report_updated',
            target: { type: 'report', id: String(id) },
            before,
            after,
            at: clock.now(),
          });
        }
        return adminReportOf(updated);
      });
    },

    /** Takes the report out of the library, the archive and downloads, until it is published again. */
    unpublish: (actor: Actor, id: number, reason?: string) => setPublished(actor, id, false, { reason }),

    /** Back in the library; its alerts go to those not told of it yet, unless `quiet`. */
    publish: (actor: Actor, id: number, options: { reason?: string | undefined; quiet?: boolean } = {}) =>
      setPublished(actor, id, true, options),

    /**
     * Deletes the report, audited with what it was, unless clients have read or downloaded it (the download log
     * keeps its deliveries: unpublish it instead). Its file leaves the store through a job queued in the same
     * transaction, which keeps a file a report names again. A second deletion finds no report.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await unitOfWork(async (tx) => {
        const current = await locked(tx, id);
        if (await repository.hasDeliveries(tx, id)) {
          throw new ConflictError(AdminReportMessages.hasDeliveries);
        }
        await repository.delete(tx, id);
        await recordStaffAction(tx, {
          staff: actor,
          action: 'report_deleted',
          target: { type: 'report', id: String(id) },
          before: { ...auditedFacts(current), unpublished_at: current.unpublishedAt?.toISOString() ?? null },
          after: null,
          at: clock.now(),
        });
        await queueReportFileRemoval(jobs, tx, { fileKey: current.fileKey, sha256: current.fileSha256 });
      });
    },

    /**
     * A new PDF for the report (issue 42): its text is read and the file stored before the transaction, as an upload's;
     * the row takes the new text (search and passages follow), file and replacement time, keeping its name, summary,
     * date and type, and the earlier file leaves the store through a job. The report's own file again, or another
     * report's, changes nothing. Audited; no alert goes (a correction notice is the editor's next choice).
     */
    async replaceFile(
      actor: Actor,
      id: number,
      input: { fileName: string; bytes: Uint8Array },
    ): Promise<{ message: string; report: AdminReport }> {
      if (input.bytes.byteLength === 0) throw new InvalidInputError(AdminReportMessages.empty);
      const current = await repository.row(db, id);
      if (!current) throw new NotFoundError(AdminReportMessages.notFound);
      const prepared = await prepareReportPdf(
        db,
        files,
        { reportTypeId: current.reportTypeId, bytes: input.bytes, fileName: input.fileName },
        readPdfText,
      );
      if (prepared.status === 'unchanged') {
        throw new ConflictError(
          prepared.id === id
            ? AdminReportMessages.sameFile
            : AdminReportMessages.fileOfAnother(prepared.id, prepared.name),
        );
      }
      const { values } = prepared;
      /** Another report holds these bytes (uploaded since they were read): said with its name. */
      const ofAnother = async () => {
        const owner = await repository.reportOfFile(db, values.fileSha256);
        return new ConflictError(
          owner ? AdminReportMessages.fileOfAnother(owner.id, owner.name) : AdminReportMessages.sameFile,
        );
      };
      let replaced: AdminReport;
      try {
        replaced = await unitOfWork(async (tx) => {
          const before = await locked(tx, id);
          // The same file sent twice at once: the second finds it in place.
          if (before.fileSha256 === values.fileSha256) throw new ConflictError(AdminReportMessages.sameFile);
          const at = clock.now();
          if (
            !(await repository.replaceFile(tx, id, {
              content: values.content,
              totalWordCount: values.totalWordCount,
              wordFrequency: values.wordFrequency,
              fileKey: values.fileKey,
              fileSha256: values.fileSha256,
              fileSize: values.fileSize,
              fileReplacedAt: at,
            }))
          ) {
            throw await ofAnother();
          }
          await recordStaffAction(tx, {
            staff: actor,
            action: 'report_file_replaced',
            target: { type: 'report', id: String(id) },
            before: { name: before.name, file_sha256: before.fileSha256, file_size: before.fileSize },
            after: {
              name: before.name,
              file_name: input.fileName,
              file_sha256: values.fileSha256,
              file_size: values.fileSize,
            },
            at,
          });
          await queueReportFileRemoval(jobs, tx, { fileKey: before.fileKey, sha256: before.fileSha256 });
          return adminReportOf((await repository.row(tx, id))!);
        });
      } catch (error) {
        // Uploaded as another report between the check and the change: the file is one report's.
        if (isUniqueViolation(error)) throw await ofAnother();
        throw error;
      }
      // A removal job of an earlier report of these bytes may have run between the store and the commit.
      if (!(await files.exists(values.fileKey))) await files.put(values.fileKey, input.bytes);
      return { message: AdminReportMessages.replaced(input.fileName), report: replaced };
    },

    /** The report's PDF as stored, for staff to preview. */
    async file(id: number): Promise<{ bytes: Buffer; fileName: string }> {
      const row = await repository.row(db, id);
      if (!row) throw new NotFoundError(AdminReportMessages.notFound);
      return { bytes: await files.get(row.fileKey), fileName: `report-${row.id}.pdf` };
    },
  };
}

export type AdminReports = ReturnType<typeof createAdminReports>;
