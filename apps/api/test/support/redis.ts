import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the suite may use: TEST_REDIS_URL, else the one every machine here runs. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used (to name in a skipped test), or null when it answers. */
export async function redisUnreachable(url = TEST_REDIS_URL): Promise<string | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `no Redis at ${url} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of this run alone, so runs sharing one Redis never count each other's requests. */
export function testRedisPrefix(): string {
  return `firm-test:${randomUUID()}:`;
}

/** Deletes every key under the prefix (SCAN, so a large Redis is not blocked). */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    for await (const batch of client.scanStream({ match: `${prefix}*`, count: 100 })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** Counts the keys under the prefix. */
export async function countRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let count = 0;
    for await (const batch of client.scanStream({ match: `${prefix}*`, count: 100 })) {
      count += (batch as string[]).length;
    }
    return count;
  } finally {
    client.disconnect();
  }
}
