import { describe, expect, it } from 'vitest';
import { firstLoginError, LoginMessages } from './login-form.js';

describe('SPEC §5 Login: the first failing rule is shown, in order', () => {
  it.each([
    ['rule 1: email empty', { email: '', password: '' }, LoginMessages.emailRequired],
    [
      'rule 1 before rule 3: email empty, password empty',
      { email: '', password: 'secret1' },
      'Email is required.',
    ],
    [
      'rule 2: email has no @',
      { email: 'dana.example.com', password: '' },
      'Please enter a valid email address.',
    ],
    [
      'rule 2: email has a space',
      { email: 'dana @example.com', password: 'secret1' },
      LoginMessages.emailInvalid,
    ],
    [
      'rule 2: email has two @',
      { email: 'dana@@example.com', password: 'secret1' },
      LoginMessages.emailInvalid,
    ],
    ['rule 2: domain has no dot', { email: 'dana@example', password: 'secret1' }, LoginMessages.emailInvalid],
    ['rule 3: password empty', { email: 'dana@example.com', password: '' }, 'Password is required.'],
    [
      'an address longer than mail allows (254 characters) is not a valid one',
      { email: `${'a'.repeat(250)}@x.example`, password: 'secret1' },
      LoginMessages.emailInvalid,
    ],
    [
      'a password longer than any account can have (128 characters)',
      { email: 'dana@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters long.',
    ],
    [
      'rule 4: password of 4 characters',
      { email: 'dana@example.com', password: 'abcd' },
      'Password must be at least 5 characters long.',
    ],
  ])('%s', (_rule, values, message) => {
    expect(firstLoginError(values)).toBe(message);
  });

  it.each([
    ['a password of exactly 5 characters', { email: 'dana@example.com', password: 'abcde' }],
    ['a subdomain address', { email: 'dana.w@mail.example.co.uk', password: 'long enough' }],
  ])('accepts %s', (_case, values) => {
    expect(firstLoginError(values)).toBeNull();
  });
});
