import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const refuses: Resolver<Values> = (values) => ({
  values: {},
  errors: values.email ? {} : { email: { type: 'required', message: 'Email is required' } },
});

describe('a resolver loaded with its first validation', () => {
  it('loads nothing until asked, then once, and answers as the loaded resolver', async () => {
    const load = vi.fn(() => Promise.resolve({ resolver: refuses }));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors).toEqual({ email: { type: 'required', message: 'Email is required' } });
    await resolver({ email: 'a@b.co' }, undefined, options);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, so the first validation finds it there', async () => {
    const load = vi.fn(() => Promise.resolve({ resolver: refuses }));
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next validation after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ resolver: Resolver<Values> }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ resolver: refuses });
    const resolver = lazyResolver(load);
    // A failed preload throws nowhere; the validation waiting on that load fails with it.
    resolver.preload();
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({
      errors: { email: { message: 'Email is required' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
