import { describe, expect, it, vi } from 'vitest';
import { createVersionedCache } from '../../../src/platform/cache/versioned-cache.js';

const JAN_1 = Date.UTC(2027, 0, 1);
const JAN_2 = Date.UTC(2027, 0, 2);

describe('a versioned cache', () => {
  it('answers the kept value while the version is the same, and reads again when it moves', async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    const load = vi.fn().mockResolvedValueOnce({ value: 'first' }).mockResolvedValueOnce({ value: 'second' });

    expect(await cache.get('k', '1', JAN_1, load)).toBe('first');
    expect(await cache.get('k', '1', JAN_2, load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', '2', JAN_2, load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again when the clock reaches the time a value held until, and before the time it was read at', async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    const load = vi
      .fn()
      .mockResolvedValueOnce({ value: 'before', validUntil: new Date(JAN_2) })
      .mockResolvedValueOnce({ value: 'after' })
      .mockResolvedValueOnce({ value: 'earlier' });

    expect(await cache.get('k', '1', JAN_1, load)).toBe('before');
    expect(await cache.get('k', '1', JAN_2 - 1, load)).toBe('before');
    expect(await cache.get('k', '1', JAN_2, load)).toBe('after');
    // A clock moved back (a test, or another instance's skew) is not answered from a later reading.
    expect(await cache.get('k', '1', JAN_1, load)).toBe('earlier');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers a value that depends on the version alone at any moment, also one before it was read', async () => {
    const cache = createVersionedCache<string>({ max: 10, timeless: true });
    const load = vi.fn().mockResolvedValueOnce({ value: 'read' }).mockResolvedValueOnce({ value: 'again' });

    expect(await cache.get('k', '1', JAN_2, load)).toBe('read');
    // A request that began a moment before the one that read it.
    expect(await cache.get('k', '1', JAN_1, load)).toBe('read');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', '2', JAN_1, load)).toBe('again');
  });

  it('shares one read among callers of the same key and version, and keeps keys apart', async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    let finish!: (value: { value: string }) => void;
    const load = vi.fn(() => new Promise<{ value: string }>((resolve) => (finish = resolve)));

    const first = cache.get('k', '1', JAN_1, load);
    const second = cache.get('k', '1', JAN_1, load);
    finish({ value: 'shared' });
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(load).toHaveBeenCalledTimes(1);

    expect(await cache.get('other', '1', JAN_1, () => Promise.resolve({ value: 'its own' }))).toBe('its own');
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = createVersionedCache<string>({ max: 10 });
    await expect(
      cache.get('k', '1', JAN_1, () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('k', '1', JAN_1, () => Promise.resolve({ value: 'read' }))).toBe('read');
  });

  it('bounded by size too, keeps values whose sizes sum to the bound at most, and none larger than it', async () => {
    const cache = createVersionedCache<number[]>({
      max: 100,
      bySize: { sizeOf: (list) => list.length, maxSize: 10 },
    });
    const list = (length: number) => () => Promise.resolve({ value: Array<number>(length).fill(0) });
    const kept = async (key: string) => {
      const load = vi.fn(list(1));
      await cache.get(key, '1', JAN_1, load);
      return load.mock.calls.length === 0;
    };

    await cache.get('a', '1', JAN_1, list(4));
    await cache.get('b', '1', JAN_1, list(4));
    expect([await kept('a'), await kept('b')]).toEqual([true, true]);
    // 4 + 4 + 4 is over 10: the least recently used ('a') makes room.
    await cache.get('c', '1', JAN_1, list(4));
    expect([await kept('b'), await kept('c'), await kept('a')]).toEqual([true, true, false]);
    // Larger than the bound: answered whole, kept nowhere.
    expect(await cache.get('huge', '1', JAN_1, list(11))).toHaveLength(11);
    expect(await kept('huge')).toBe(false);
  });
});
