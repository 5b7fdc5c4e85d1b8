import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFileStore,
  InvalidFileKeyError,
  type FileStore,
} from '../../../src/platform/files/file-store.js';
import { describeFileStoreContract } from './file-store-contract.js';

describeFileStoreContract('local file store', async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'firm-file-store-'));
  return {
    files: createFileStore(path.join(parent, 'files')),
    close: () => rm(parent, { recursive: true, force: true }),
  };
});

describe('local file store on disk', () => {
  let parent: string;
  let root: string;
  let files: FileStore;

  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'firm-file-store-'));
    root = path.join(parent, 'files');
    files = createFileStore(root);
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps each key as a file, creating folders as needed and leaving no temporary files', async () => {
    await files.put('reports/abc.pdf', new Uint8Array([1]));
    await files.put('reports/abc.pdf', new Uint8Array([2, 3]));
    expect(await readdir(path.join(root, 'reports'))).toEqual(['abc.pdf']);
  });

  it('says which key held nothing', async () => {
    await expect(files.get('reports/missing.pdf')).rejects.toThrow(/ENOENT/);
  });

  it('writes nothing anywhere for a key climbing out of the store', async () => {
    await expect(files.put('../outside.pdf', new Uint8Array([1]))).rejects.toThrow(InvalidFileKeyError);
    await expect(files.put('reports/../../outside.pdf', new Uint8Array([1]))).rejects.toThrow(
      InvalidFileKeyError,
    );
    expect(await readdir(parent)).toEqual([]);
  });
});
