import { ApiRequestError } from '@firm/api-client';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/** Lets every observer's fetch settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the query client', () => {
  it('logs a failed query once, by its name, however many components read it', async () => {
    const client = createQueryClient();
    const failure = new Error('offline');
    const options = {
      queryKey: ['cart', 'u1'],
      queryFn: () => Promise.reject(failure),
      retry: false,
      meta: { failure: 'Loading the cart' },
    };
    const unsubscribe = [
      new QueryObserver(client, options).subscribe(() => undefined),
      new QueryObserver(client, options).subscribe(() => undefined),
    ];
    await vi.waitFor(() => expect(client.getQueryState(['cart', 'u1'])?.status).toBe('error'));
    await settle();

    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('Loading the cart failed:', failure);
    for (const stop of unsubscribe) stop();
  });

  it('names a query without a name by its key, and logs what its meta asks for', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['order', 7], queryFn: () => Promise.reject(new Error('gone')), retry: false })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['report-archive'],
        queryFn: () => Promise.reject(new ApiRequestError(429, 'Too many searches.', undefined)),
        retry: false,
        meta: { failure: 'Searching the report archive', logged: (error) => (error as Error).message },
      })
      .catch(() => undefined);

    expect(errors.mock.calls).toEqual([
      ['Loading ["order",7] failed:', new Error('gone')],
      ['Searching the report archive failed:', 'Too many searches.'],
    ]);
  });

  it('logs a failed mutation that has a name, and leaves the others to their forms', async () => {
    const client = createQueryClient();
    const refused = new Error('refused');
    await new MutationObserver(client, {
      mutationFn: () => Promise.reject(refused),
      meta: { failure: 'Changing the cart' },
    })
      .mutate()
      .catch(() => undefined);
    await new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('shown in the form')) })
      .mutate()
      .catch(() => undefined);

    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('Changing the cart failed:', refused);
  });
});
