import { createFileStore, type FileStore } from './file-store.js';
import { createS3FileStore, type S3FileStoreOptions } from './s3-file-store.js';

/** The server's and the CLI's file store: S3 when configured (all five S3_* variables), else the data directory. */
export function fileStoreFromConfig(config: { filesDir: string; s3: S3FileStoreOptions | null }): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createFileStore(config.filesDir);
}
