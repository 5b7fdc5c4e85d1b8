import { describe, expect, it } from 'vitest';
import { pageData } from './page-data';

const never = () => new Promise<never>(() => undefined);

describe('pageData', () => {
  it('waits for every load of a preload, and resolves though one failed', async () => {
    const order: string[] = [];
    const slow = new Promise((resolve) => setTimeout(() => resolve(order.push('slow')), 5));
    await pageData('preload', [slow, Promise.reject(new Error('offline'))]);
    expect(order).toEqual(['slow']);
  });

  it('does not hold up entering a page or changing its search', async () => {
    await expect(pageData('enter', [never()])).resolves.toBeUndefined();
    await expect(pageData('stay', [never(), Promise.reject(new Error('offline'))])).resolves.toBeUndefined();
  });
});
