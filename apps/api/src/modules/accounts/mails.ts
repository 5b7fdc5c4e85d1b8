import { FIRM_NAME } from '@firm/domain';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import { renderMail } from '../../platform/mail/layout.js';
import { OTP_TTL_MINUTES } from './one-time-codes.js';

export const REGISTRATION_CODE_SUBJECT = 'Confirm your email address';
export const PASSWORD_RESET_CODE_SUBJECT = 'Reset your password';

/** The code that confirms a new organisation's email address (SPEC §4 registration, OTP step). */
export function registrationCodeMail(options: {
  to: string;
  firstName: string;
  tenant: string;
  code: string;
}) {
  return renderMail({
    to: options.to,
    subject: REGISTRATION_CODE_SUBJECT,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `Thank you for enrolling ${options.tenant} with ${FIRM_NAME}. To confirm your email address, enter this code on the enrolment page.`,
    ],
    code: options.code,
    outro: [
      `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      'If you did not enrol, you can ignore this message: nothing happens without the code.',
    ],
  }) satisfies QueuedMail;
}

/** The code that lets a client choose a new password (SPEC §4 forgot password, OTP step). */
export function passwordResetCodeMail(options: { to: string; firstName: string; code: string }) {
  return renderMail({
    to: options.to,
    subject: PASSWORD_RESET_CODE_SUBJECT,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `Someone asked to reset the password of your ${FIRM_NAME} client portal account. Enter this code on the password reset page to choose a new one.`,
    ],
    code: options.code,
    outro: [
      `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
  }) satisfies QueuedMail;
}
