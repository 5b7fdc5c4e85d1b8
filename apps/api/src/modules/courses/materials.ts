import { randomUUID } from 'node:crypto';
import {
  CourseMaterialMessages,
  CourseSessionMessages,
  type CourseMaterial,
  type ReportFileOperation,
} from '@firm/domain';
import { format } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { pdfFileNameOf, type PdfFile } from '../../platform/http/pdf-reply.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { canStampLicensee, stampLicensee } from '../../platform/pdf/licence-stamp.js';
import type { CourseMaterialRow } from '../../platform/database/schema.js';
import { recordStaffAction, type Staff } from '../activity';
import { materialAddedMail } from './material-mails.js';
import type { MaterialLink, MaterialLinks } from './material-links.js';
import { materialsRepository as repository } from './materials-repository.js';
import { coursesRepository } from './repository.js';

/** A removed material's PDF leaves the store once the removal has committed. */
const removeMaterialFileJob = defineJob<{ fileKey: string }>('courses.remove-material-file');

/** The first bytes of every PDF. */
const PDF_HEADER = Buffer.from('%PDF-');

export const materialOf = (row: CourseMaterialRow): CourseMaterial => ({
  id: row.id,
  title: row.title,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
  uploaded_at: row.createdAt.toISOString(),
});

/** A request for a material's file through a signed link. */
export type SignedMaterialRequest = MaterialLink & { signature: string };

/**
 * A session's materials (issue 44, decision 036): PDFs staff upload to a session (admins and editors, in the audit
 * log), opened only by the session's participants: members from the portal, everyone from their mail's own link,
 * each copy stamped with the participant it was delivered to. A participant swapped out opens them no more.
 */
export function createCourseMaterials(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  files: Pick<FileStore, 'put' | 'get' | 'remove'>;
  jobs: JobQueue;
  mail: MailQueue;
  links: MaterialLinks;
  linkOrigin: string;
}) {
  const { db, clock, unitOfWork, files, jobs, mail, links } = deps;
  jobs.register(removeMaterialFileJob, ({ fileKey }) => files.remove(fileKey)); // a file gone already is no error

  async function sessionOf(tx: Db, sessionId: number) {
    const [session] = await coursesRepository.sessionsByIds(tx, [sessionId]);
    if (!session) throw new NotFoundError(CourseSessionMessages.notFound);
    return session;
  }

  async function checkedPdf(bytes: Uint8Array) {
    if (bytes.length === 0) throw new InvalidInputError(CourseMaterialMessages.empty);
    if (!PDF_HEADER.equals(Buffer.from(bytes.subarray(0, PDF_HEADER.length))))
      throw new InvalidInputError(CourseMaterialMessages.notPdf);
    if (!(await canStampLicensee(bytes))) throw new InvalidInputError(CourseMaterialMessages.unreadable);
  }

  return {
    /** The session's materials, oldest first, for the back office. */
    async list(sessionId: number): Promise<CourseMaterial[]> {
      await sessionOf(db, sessionId);
      return (await repository.ofSessions(db, [sessionId])).map(materialOf);
    },

    /**
     * Adds a PDF to the session: stored first, then recorded with the audit entry and a mail to each participant
     * named now (their own link) in one transaction; the file leaves the store again if that fails.
     */
    async upload(
      staff: Staff,
      sessionId: number,
      input: { title: string; fileName: string; bytes: Uint8Array },
    ): Promise<CourseMaterial[]> {
      const session = await sessionOf(db, sessionId);
      await checkedPdf(input.bytes);
      const fileKey = `course-materials/${sessionId}/${randomUUID()}.pdf`;
      await files.put(fileKey, input.bytes);
      try {
        return await unitOfWork(async (tx) => {
          const now = clock.now();
          const row = await repository.add(
            tx,
            {
              sessionId,
              title: input.title,
              fileName: input.fileName,
              fileKey,
              sizeBytes: input.bytes.length,
              uploadedBy: staff.id,
            },
            now,
          );
          for (const participant of await repository.participantsOfSession(tx, sessionId)) {
            const link = links.mailed({ materialId: row.id, participantId: participant.id }, session.endsAt);
            await mail(
              tx,
              materialAddedMail(
                participant.email,
                { courseTitle: session.course.title, firstDay: session.firstDay, lastDay: session.lastDay },
                { title: row.title, link },
                deps.linkOrigin,
              ),
            );
          }
          await recordStaffAction(tx, {
            staff,
            action: 'course_material_added',
            target: { type: 'course_session', id: String(sessionId), label: session.course.title },
            before: null,
            after: { material: row.id, title: row.title, file_name: row.fileName, size_bytes: row.sizeBytes },
            at: now,
          });
          return (await repository.ofSessions(tx, [sessionId])).map(materialOf);
        });
      } catch (error) {
        await files.remove(fileKey).catch(() => undefined);
        throw error;
      }
    },

    /** Removes a material: its links stop working at once, and its file leaves the store after the commit. */
    async remove(staff: Staff, materialId: number): Promise<CourseMaterial[]> {
      return unitOfWork(async (tx) => {
        const material = await repository.find(tx, materialId);
        const removed = material && (await repository.remove(tx, materialId));
        if (!material || !removed) throw new NotFoundError(CourseMaterialMessages.notFound);
        await jobs.enqueue(tx, removeMaterialFileJob, { fileKey: removed.fileKey });
        await recordStaffAction(tx, {
          staff,
          action: 'course_material_removed',
          target: { type: 'course_session', id: String(removed.sessionId), label: material.courseTitle },
          before: { material: removed.id, title: removed.title, file_name: removed.fileName },
          after: null,
          at: clock.now(),
        });
        return (await repository.ofSessions(tx, [removed.sessionId])).map(materialOf);
      });
    },

    /** The stored PDF, not stamped: staff preview it. */
    async staffFile(materialId: number): Promise<PdfFile> {
      const material = await repository.find(db, materialId);
      if (!material) throw new NotFoundError(CourseMaterialMessages.notFound);
      return {
        bytes: await files.get(material.fileKey),
        fileName: pdfFileNameOf(material.title, 'material'),
      };
    },

    /** A signed link to the material for the caller, who must be one of its session's participants now. */
    async link(
      identity: ClientIdentity,
      materialId: number,
      operation: ReportFileOperation,
      origin: string,
    ): Promise<string> {
      const material = await repository.find(db, materialId);
      if (!material) throw new NotFoundError(CourseMaterialMessages.notFound);
      const participant = await repository.participantFor(db, material.sessionId, identity);
      if (!participant) throw new ForbiddenError(CourseMaterialMessages.participantsOnly);
      return links.portal({ materialId, participantId: participant.id, operation }, origin);
    },

    /** The file a genuine, unexpired link grants, stamped for the participant it names, if still named. */
    async deliver(request: SignedMaterialRequest): Promise<PdfFile> {
      const { signature, ...link } = request;
      if (!links.verify(link, signature)) throw new ForbiddenError(CourseMaterialMessages.badLink);
      const material = await repository.find(db, link.materialId);
      if (!material) throw new NotFoundError(CourseMaterialMessages.notFound);
      const participant = await repository.namedParticipant(db, link.participantId, material.sessionId);
      if (!participant) throw new ForbiddenError(CourseMaterialMessages.badLink);
      const bytes = await stampLicensee(await files.get(material.fileKey), {
        organisation: participant.organisation,
        email: participant.email,
        date: format(clock.now(), 'd MMMM yyyy'),
      });
      return { bytes, fileName: pdfFileNameOf(material.title, 'material') };
    },
  };
}

export type CourseMaterials = ReturnType<typeof createCourseMaterials>;
