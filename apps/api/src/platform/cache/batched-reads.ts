/** A batch of keys to read, and the callers waiting for it. */
interface Batch<K, V> {
  keys: Set<K>;
  done: Promise<Map<K, V>>;
  settle: (result: Promise<Map<K, V>>) => void;
}

function newBatch<K, V>(): Batch<K, V> {
  let settle!: Batch<K, V>['settle'];
  const done = new Promise<Map<K, V>>((resolve) => {
    settle = resolve;
  });
  return { keys: new Set(), done, settle };
}

/**
 * Reads by key where many callers ask at once, one read at a time for all of them: a caller joins the next read to
 * start, never one already under way, so what it is answered is read after it asked (a change committed before the
 * call is always seen). While a read runs, the callers that arrive gather for the one after it; callers of the
 * same turn share a read. A failed read fails its callers only.
 */
export function createBatchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>) {
  let reading = false;
  let next: Batch<K, V> | null = null;

  function startNext(): void {
    const batch = next;
    if (!batch || reading) return;
    next = null;
    reading = true;
    const result = Promise.resolve().then(() => readMany([...batch.keys]));
    batch.settle(result);
    void result
      .catch(() => {})
      .finally(() => {
        reading = false;
        startNext();
      });
  }

  return {
    /** What the read answers for each of `keys` (a key it does not answer is left out of the map). */
    read(keys: Iterable<K>): Promise<Map<K, V>> {
      let batch = next;
      if (!batch) {
        batch = next = newBatch();
        queueMicrotask(startNext);
      }
      for (const key of keys) batch.keys.add(key);
      return batch.done;
    },
  };
}
