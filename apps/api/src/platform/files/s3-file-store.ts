import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkFileKey, FileStoreUnavailableError, type FileStore } from './file-store.js';

export interface S3FileStoreOptions {
  /** The S3-compatible server's origin, e.g. http://127.0.0.1:9000 for MinIO. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * Whether the store answered a refusal of its own (4xx: a key it does not have, credentials or a bucket it does not
 * know): anything else (no answer, a 5xx) means it cannot be reached now.
 */
const isRefusal = (error: unknown) =>
  error instanceof S3ServiceException &&
  error.$metadata.httpStatusCode !== undefined &&
  error.$metadata.httpStatusCode < 500;

/**
 * The file store in an S3-compatible bucket, so several API instances see the same files (README, "Several
 * instances"). Path-style addressing (`endpoint/bucket/key`) because MinIO-like servers have no per-bucket host
 * names. S3 writes are atomic per object, so no temporary-and-rename dance is needed as on disk.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  /** Sends a command; a store out of reach is said so (503), its refusals are passed on as they are. */
  const send: typeof client.send = async (command: Parameters<typeof client.send>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw isRefusal(error) ? error : new FileStoreUnavailableError(error);
    }
  };

  return {
    async put(key, bytes) {
      checkFileKey(key);
      await send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async get(key) {
      checkFileKey(key);
      const response = await send(new GetObjectCommand({ Bucket, Key: key }));
      if (!response.Body) throw new Error(`The file store answered no body for "${key}".`);
      return Buffer.from(await response.Body.transformToByteArray());
    },
    async exists(key) {
      checkFileKey(key);
      try {
        await send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      checkFileKey(key);
      // S3 answers a delete of a missing object with success, as the interface wants.
      await send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
