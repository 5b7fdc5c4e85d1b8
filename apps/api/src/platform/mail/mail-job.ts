import type { FileStore } from '../files/file-store.js';
import { defineJob, type JobQueue } from '../jobs/queue.js';
import type { Db } from '../database/database.js';
import type { Mailer, MailMessage } from './transport.js';

/** A file sent with a queued mail: read from the file store when the mail leaves (an invoice's PDF). */
export interface QueuedAttachment {
  filename: string;
  contentType: string;
  fileKey: string;
}

/** A mail as it waits in the queue: the message ready to send, its attachments by file key. */
export interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  attachments?: QueuedAttachment[];
}

export const sendMailJob = defineJob<QueuedMail>('mail.send');

/** Queues `message` in the caller's transaction: it leaves after the commit, never for a rolled-back change. */
export type MailQueue = (tx: Db, message: QueuedMail) => Promise<void>;

export function createMailQueue(jobs: JobQueue): MailQueue {
  return async (tx, message) => {
    await jobs.enqueue(tx, sendMailJob, message);
  };
}

/** The worker's side: sends a queued mail through the transport, attachments fetched from the file store. */
export function registerMailJob(
  jobs: JobQueue,
  { mailer, files }: { mailer: Mailer; files: FileStore },
): void {
  // The job's id keys the message: a send repeated after a worker stopped mid-way is the same message.
  jobs.register(sendMailJob, async ({ attachments, ...message }, { id }) => {
    await mailer.send({
      ...message,
      key: id,
      ...(attachments
        ? {
            attachments: await Promise.all(
              attachments.map(async ({ fileKey, ...attachment }) => ({
                ...attachment,
                content: await files.get(fileKey),
              })),
            ),
          }
        : {}),
    });
  });
}
