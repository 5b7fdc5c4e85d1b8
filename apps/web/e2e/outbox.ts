import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The .eml files the e2e server wrote (it runs without SMTP_URL), decoded from quoted-printable. */
export async function outboxMessages(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
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
