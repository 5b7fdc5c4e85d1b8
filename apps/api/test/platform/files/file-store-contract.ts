import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidFileKeyError, type FileStore } from '../../../src/platform/files/file-store.js';

/**
 * What every FileStore must do, whatever keeps the bytes: the disk store and the S3 store run the same cases, so
 * code written against one behaves the same on the other.
 */
export function describeFileStoreContract(
  name: string,
  open: () => Promise<{ files: FileStore; close(): Promise<void> }>,
) {
  describe(`${name} (file store contract)`, () => {
    let store: { files: FileStore; close(): Promise<void> };
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('keeps bytes under their key', async () => {
      const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
      expect(await store.files.exists('reports/abc.pdf')).toBe(false);
      await store.files.put('reports/abc.pdf', bytes);
      expect(await store.files.exists('reports/abc.pdf')).toBe(true);
      expect(await store.files.exists('reports/abc')).toBe(false);
      expect(new Uint8Array(await store.files.get('reports/abc.pdf'))).toEqual(bytes);
    });

    it('replaces the bytes of a key put again', async () => {
      await store.files.put('reports/abc.pdf', new Uint8Array([1]));
      await store.files.put('reports/abc.pdf', new Uint8Array([2, 3]));
      expect([...(await store.files.get('reports/abc.pdf'))]).toEqual([2, 3]);
    });

    it('removes a key, and removing a missing one is no error', async () => {
      await store.files.put('invoices/INV-1.pdf', new Uint8Array([1]));
      await store.files.remove('invoices/INV-1.pdf');
      expect(await store.files.exists('invoices/INV-1.pdf')).toBe(false);
      await expect(store.files.remove('invoices/INV-1.pdf')).resolves.toBeUndefined();
    });

    it('fails to read a key that holds nothing', async () => {
      await expect(store.files.get('reports/missing.pdf')).rejects.toThrow();
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
      await expect(store.files.put(key, new Uint8Array([1]))).rejects.toThrow(InvalidFileKeyError);
      await expect(store.files.get(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.files.exists(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(store.files.remove(key)).rejects.toThrow(InvalidFileKeyError);
    });
  });
}
