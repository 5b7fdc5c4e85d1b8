import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../../src/platform/files/s3-file-store.js';

export interface TestS3 {
  /** What the S3 file store needs to reach the bucket; s3rver takes any key pair. */
  options: S3FileStoreOptions;
  /** The same, as the S3_* variables of a server or CLI process. */
  env: Record<string, string>;
  /** Stops answering, as an outage would; its files stay. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the same files. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port with one empty bucket in a temporary directory. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'firm-s3-'));
  const serve = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'reports', configs: [] }],
    });
  let server: S3rver | null = serve(0);
  const { port } = await server.run();
  const options: S3FileStoreOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'reports',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
    },
    async stop() {
      await server?.close();
      server = null;
    },
    async start() {
      server = serve(port);
      await server.run();
    },
    async close() {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
