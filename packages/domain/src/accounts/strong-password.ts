import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, STRONG_PASSWORD_MESSAGE, STRONG_PASSWORD_PATTERN } from './password-rule.js';

export const StrongPasswordSchema = z
  .string({ error: STRONG_PASSWORD_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    abort: true,
  })
  .regex(STRONG_PASSWORD_PATTERN, STRONG_PASSWORD_MESSAGE);
