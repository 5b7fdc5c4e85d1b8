import { describe, expect, it } from 'vitest';
import { LoginResponseSchema, TokenRefreshResponseSchema } from './tokens.js';

describe('SPEC §3 login response', () => {
  it('reads a successful answer with every data field', () => {
    const answer = LoginResponseSchema.parse({
      status: true,
      data: { access: 'a', refresh: 'r', email: 'e@x.io', username: 'Dana', id: 'u1', user_type: 'client' },
    });
    expect(answer.status && answer.data.user_type).toBe('client');
  });

  it('reads a failed answer with its message', () => {
    const answer = LoginResponseSchema.parse({ status: false, message: 'Invalid email or password.' });
    expect(answer.status).toBe(false);
  });

  it('refuses a successful answer that lacks a token', () => {
    const result = LoginResponseSchema.safeParse({
      status: true,
      data: { refresh: 'r', email: 'e@x.io', username: 'Dana', id: 'u1', user_type: 'client' },
    });
    expect(result.success).toBe(false);
  });
});

describe('SPEC §3 token refresh response', () => {
  it('needs access and accepts the rotated refresh token', () => {
    expect(TokenRefreshResponseSchema.parse({ access: 'a', refresh: 'r2' })).toEqual({
      access: 'a',
      refresh: 'r2',
    });
    expect(TokenRefreshResponseSchema.safeParse({ refresh: 'r2' }).success).toBe(false);
  });
});
