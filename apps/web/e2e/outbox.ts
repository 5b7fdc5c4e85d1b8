import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';

/**
 * Mail leaves through the server's job worker right after the change that queued it commits, a moment after the
 * HTTP answer: every helper here waits for the mail it needs (up to MAIL_WAIT_MS) instead of reading once.
 */
const MAIL_WAIT_MS = 15_000;

/**
 * The .eml files the e2e server wrote (it runs without SMTP_URL), decoded from quoted-printable, oldest first (the
 * file names start with the time of sending). Only whole messages: one being written is not an .eml yet.
 */
async function outboxMessages(dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }),
  );
}

/**
 * Waits until at least `count` (1 by default) mails in the outbox match `matches`, and returns the matching ones,
 * oldest first; fails, saying what it waited for, when they do not come. `dataDir` names another server's data
 * directory than the suite's.
 */
export async function mailsMatching(
  matches: (mail: string) => boolean,
  {
    count = 1,
    about = 'the expected mail',
    dataDir,
  }: { count?: number; about?: string; dataDir?: string } = {},
): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(async () => (found = (await outboxMessages(dataDir)).filter(matches)).length, {
      message: `${count} × ${about} in the outbox`,
      timeout: MAIL_WAIT_MS,
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * The 6-digit code of the newest mail to `email` ('Your code is 123456.'), among those whose text matches `about`
 * when given; undefined while there is none.
 */
async function newestCodeTo(email: string, about?: RegExp): Promise<string | undefined> {
  const recipient = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'im');
  const mails = (await outboxMessages()).filter(
    (mail) => recipient.test(mail) && (!about || about.test(mail)),
  );
  return mails.at(-1)?.match(/code is\D{0,80}?\b(\d{6})\b/)?.[1];
}

/** Waits for a code mailed to `email` (among mails whose text matches `about`, when given) and returns it. */
export async function mailedCode(email: string, about?: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => (code = await newestCodeTo(email, about)), {
      message: `a code mailed to ${email}`,
      timeout: MAIL_WAIT_MS,
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The mails in a server's outbox now, without waiting (to see that one has not come). */
export const outboxNow = (dataDir?: string) => outboxMessages(dataDir);
