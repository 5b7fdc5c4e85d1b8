import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeQuotedPrintable, mailedCode, type ReceivedMail } from './smtp.js';

/** The messages the outbox mailer wrote to `dir`, oldest first, in the listener's shape. */
export async function readOutbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const to = /^To: (.+)$/m.exec(decodeQuotedPrintable(raw))?.[1]?.trim() ?? '';
      const from = /^From: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { from, to: [to], raw };
    }),
  );
}

/** The code of the newest `subject` mail to `to` in an outbox directory. */
export async function outboxCode(dir: string, to: string, subject: string): Promise<string> {
  return mailedCode(await readOutbox(dir), to, subject);
}
