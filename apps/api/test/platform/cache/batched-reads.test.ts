import { describe, expect, it } from 'vitest';
import { createBatchedReads } from '../../../src/platform/cache/batched-reads.js';

/** A store whose reads are answered when the test says, recording what each read asked for. */
function controlledStore() {
  const values = new Map<string, number>();
  const reads: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      // The read sees the store as it is when it starts, as a query's snapshot does.
      const seen = new Map(keys.filter((key) => values.has(key)).map((key) => [key, values.get(key)!]));
      reads.push({ keys, answer: () => resolve(seen), fail: reject });
    });
  return { values, reads, readMany };
}

/** Lets queued reads start (they start on a later microtask than the call). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batched reads', () => {
  it('answers the callers of one turn with one read of all their keys', async () => {
    const store = controlledStore();
    store.values.set('a', 1).set('b', 2);
    const reads = createBatchedReads(store.readMany);

    const first = reads.read(['a']);
    const second = reads.read(['b', 'a']);
    await settle();
    expect(store.reads.map((read) => read.keys)).toEqual([['a', 'b']]);
    store.reads[0]!.answer();
    expect(await first).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect((await second).get('b')).toBe(2);
  });

  it('never answers a caller from a read that started before it asked', async () => {
    const store = controlledStore();
    store.values.set('a', 1);
    const reads = createBatchedReads(store.readMany);

    const early = reads.read(['a']);
    await settle();
    // The value changes while the first read is under way; a caller asking now must see the change.
    store.values.set('a', 2);
    const late = reads.read(['a']);
    const later = reads.read(['c']);
    await settle();
    expect(store.reads).toHaveLength(1);

    store.reads[0]!.answer();
    expect((await early).get('a')).toBe(1);
    await settle();
    expect(store.reads.map((read) => read.keys)).toEqual([['a'], ['a', 'c']]);
    store.reads[1]!.answer();
    expect((await late).get('a')).toBe(2);
    expect((await later).has('c')).toBe(false);
  });

  it('fails the callers of a failed read only, and reads again for the next', async () => {
    const store = controlledStore();
    store.values.set('a', 1);
    const reads = createBatchedReads(store.readMany);

    const failing = reads.read(['a']);
    await settle();
    const next = reads.read(['a']);
    store.reads[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    store.reads[1]!.answer();
    expect((await next).get('a')).toBe(1);
  });
});
