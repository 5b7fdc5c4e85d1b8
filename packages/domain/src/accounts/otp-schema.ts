import { z } from 'zod';
import { OTP_INVALID_MESSAGE, OTP_LENGTH } from './otp.js';

/** A complete code: exactly six digits (SPEC §5 'Please enter a valid OTP.'). */
export const OtpSchema = z
  .string({ error: OTP_INVALID_MESSAGE })
  .max(OTP_LENGTH, { message: OTP_INVALID_MESSAGE, abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INVALID_MESSAGE);
