import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore, InvalidFileKeyError, type FileStore } from '../../src/adapters/file-store.js';

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

describe('local file store', () => {
  it('keeps bytes under their key, creating folders as needed', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
    expect(await files.exists('reports/abc.pdf')).toBe(false);
    await files.put('reports/abc.pdf', bytes);
    expect(await files.exists('reports/abc.pdf')).toBe(true);
    expect(new Uint8Array(await files.get('reports/abc.pdf'))).toEqual(bytes);
    expect(await readdir(path.join(root, 'reports'))).toEqual(['abc.pdf']);
  });

  it('replaces a file put again under the same key, leaving no temporary files', async () => {
    await files.put('reports/abc.pdf', new Uint8Array([1]));
    await files.put('reports/abc.pdf', new Uint8Array([2, 3]));
    expect([...(await files.get('reports/abc.pdf'))]).toEqual([2, 3]);
    expect(await readdir(path.join(root, 'reports'))).toEqual(['abc.pdf']);
  });

  it('fails to read a key that holds nothing', async () => {
    await expect(files.get('reports/missing.pdf')).rejects.toThrow(/ENOENT/);
  });

  it.each([
    '../outside.pdf',
    'reports/../../outside.pdf',
    '/etc/passwd',
    path.join(tmpdir(), 'outside.pdf'),
    'C:\\outside.pdf',
    'reports\\..\\..\\outside.pdf',
    './reports/a.pdf',
    'reports//a.pdf',
    '',
    'reports/a\0.pdf',
  ])('refuses the key %j, which is not a plain path inside the store', async (key) => {
    await expect(files.put(key, new Uint8Array([1]))).rejects.toThrow(InvalidFileKeyError);
    await expect(files.get(key)).rejects.toThrow(InvalidFileKeyError);
    await expect(files.exists(key)).rejects.toThrow(InvalidFileKeyError);
    expect(await readdir(parent)).toEqual([]);
  });
});
