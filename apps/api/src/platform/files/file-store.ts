import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where report PDFs live (DESIGN §4). Keys are relative paths such as `reports/<sha256>.pdf`. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * The file store could not be reached (an S3-compatible server down or out of the network): answered 503 with
 * FILES_UNAVAILABLE_MESSAGE (error-handler.ts), never as a fault of the code. `cause` is what the store said.
 */
export class FileStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file store cannot be reached.', { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key "${key}": keys are relative paths inside the file store.`);
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * Refuses a key that is not a plain relative path (empty, absolute, with `.`, `..` or empty segments, or a NUL).
 * Every store checks keys alike, so a key accepted on disk is accepted in S3 and the other way round.
 */
export function checkFileKey(key: string): void {
  const segments = key.split(/[\\/]/);
  if (
    key.length === 0 ||
    key.includes('\0') ||
    path.isAbsolute(key) ||
    path.win32.isAbsolute(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new InvalidFileKeyError(key);
  }
}

/**
 * A file store in a local directory (the embedded default; see s3-file-store.ts for several instances).
 * Keys come from our own code today, but a key that climbs out of the root would read or overwrite any file the
 * process can reach, so such keys are refused rather than trusted.
 */
export function createFileStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    checkFileKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new InvalidFileKeyError(key);
    return full;
  }

  return {
    async put(key, bytes) {
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file and a crash leaves no stub.
      const temporary = `${full}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, full);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(resolveKey(key));
    },
    async exists(key) {
      try {
        await access(resolveKey(key));
        return true;
      } catch (error) {
        if (error instanceof InvalidFileKeyError) throw error;
        return false;
      }
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
