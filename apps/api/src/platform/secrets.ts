import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token-signing secret: JWT_SECRET when given, else one generated on first start and kept in the data
 * directory (readable by the owner only), so sessions survive restarts.
 */
export async function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails when another process wrote the file first; either way, the one on disk is the secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
