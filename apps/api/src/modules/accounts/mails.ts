import { FIRM_NAME } from '@firm/domain';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import { renderMail } from '../../platform/mail/layout.js';
import { OTP_TTL_MINUTES } from './one-time-codes.js';

export const REGISTRATION_CODE_SUBJECT = 'Confirm your email address';
export const PASSWORD_RESET_CODE_SUBJECT = 'Reset your password';
export const EMAIL_CHANGE_CODE_SUBJECT = 'Confirm your new email address';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your email address is being changed';

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

/**
 * The code of a registration whose address was registered again with another password (docs/decisions/005). Its
 * password no longer works, so the mail names what the code activates and how to choose a password afterwards: it
 * may reach the mailbox's owner for a registration someone else made with their address.
 */
export function contestedRegistrationCodeMail(options: {
  to: string;
  firstName: string;
  lastName: string;
  tenant: string;
  /** Whole hours, rounded up, until the registration lapses and the address may be registered afresh. */
  lapsesWithinHours: number;
  code: string;
}) {
  const hours = `${options.lapsesWithinHours} hour${options.lapsesWithinHours === 1 ? '' : 's'}`;
  return renderMail({
    to: options.to,
    subject: REGISTRATION_CODE_SUBJECT,
    greeting: 'Hello,',
    intro: [
      `Your email address was registered twice to enrol with ${FIRM_NAME}, with two different passwords. To keep the account safe, neither password will work.`,
      `Entering this code on the enrolment page confirms your email address and activates the organisation ${options.tenant}, registered in the name of ${options.firstName} ${options.lastName}.`,
    ],
    code: options.code,
    outro: [
      'Then choose your password: on the Client Login page, select "Forgot Password?" and follow its steps. Nobody can sign in to the account until you do.',
      `If ${options.tenant} is not your organisation, do not enter the code: that registration lapses within ${hours}, and you can then enrol afresh.`,
      `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
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

/** The code that moves a client's account to a new address (issue 15, profile): mailed to the new address. */
export function emailChangeCodeMail(options: { to: string; firstName: string; code: string }) {
  return renderMail({
    to: options.to,
    subject: EMAIL_CHANGE_CODE_SUBJECT,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `You asked to use this address for your ${FIRM_NAME} client portal account. Enter this code on your profile page to confirm it.`,
    ],
    code: options.code,
    outro: [
      `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this message: nothing changes without the code.',
    ],
  }) satisfies QueuedMail;
}

/**
 * Tells the current address that a move to another was asked: whoever asked knew the password, so the owner, if
 * it was not them, learns of it while the change still waits for its code.
 */
export function emailChangeNoticeMail(options: { to: string; firstName: string; newEmail: string }) {
  return renderMail({
    to: options.to,
    subject: EMAIL_CHANGE_NOTICE_SUBJECT,
    greeting: `Dear ${options.firstName},`,
    intro: [
      `Someone signed in to your ${FIRM_NAME} client portal account asked to change its email address to ${options.newEmail}. The change takes effect once the code we sent to that address is entered.`,
    ],
    outro: [
      'If this was you, there is nothing more to do here.',
      'If it was not, change your password on your profile page at once, or contact us.',
    ],
  }) satisfies QueuedMail;
}
