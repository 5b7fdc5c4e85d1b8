import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageData, withQueryClient } from './page-data';

const never = () => new Promise<never>(() => undefined);
const queryClient = new QueryClient();
const context = { loadQueryClient: () => Promise.resolve(queryClient) };

describe('pageData', () => {
  it('gives the loads the loaded query client', async () => {
    const given: QueryClient[] = [];
    await pageData({ context, cause: 'preload' }, (client) => {
      given.push(client);
      return [];
    });
    expect(given).toEqual([queryClient]);
  });

  it('waits for every load of a preload, and resolves though one failed', async () => {
    const order: string[] = [];
    const slow = new Promise((resolve) => setTimeout(() => resolve(order.push('slow')), 5));
    await pageData({ context, cause: 'preload' }, () => [slow, Promise.reject(new Error('offline'))]);
    expect(order).toEqual(['slow']);
  });

  it('does not hold up entering a page or changing its search', async () => {
    await expect(pageData({ context, cause: 'enter' }, () => [never()])).resolves.toBeUndefined();
    await expect(
      pageData({ context, cause: 'stay' }, () => [never(), Promise.reject(new Error('offline'))]),
    ).resolves.toBeUndefined();
  });

  it('fails when the query client cannot be loaded, so the router shows the page as failed', async () => {
    const failing = { loadQueryClient: () => Promise.reject(new Error('chunk')) };
    await expect(pageData({ context: failing, cause: 'enter' }, () => [])).rejects.toThrow('chunk');
    await expect(withQueryClient({ context: failing })).rejects.toThrow('chunk');
  });
});
