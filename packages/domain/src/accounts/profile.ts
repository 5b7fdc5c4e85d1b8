import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { TEAM_ROLES } from '../team/roles.js';
import { OtpSchema } from './otp-schema.js';
import { NewPasswordField, newPasswordRule } from './password-reset.js';
import { PASSWORD_MAX_LENGTH } from './password-rule.js';

/**
 * The signed-in client's profile (SPEC §2 Profile fields): the person (first and last name, job title, email,
 * phone) and the organisation (company name, address lines, city, state, postal code, country), with the person's
 * role in the organisation (SPEC's 'team member').
 */
export const ProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  email: z.string(),
  /** A new address waiting for its code (PATCH-free: `POST accounts/profile/email/`); null when none. */
  pending_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** The calling code of the phone number ('+44'); null for accounts enrolled before it was asked. */
  phone_code: z.string().nullable(),
  company: z.string(),
  street_address: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** ISO 3166 alpha-2 code, as enrolment stores it. */
  country: z.string().nullable(),
  /** The country's name in the reference list (the billing form's value, SPEC §3). */
  country_name: z.string().nullable(),
  /** The person's role in the organisation (issue 15). */
  role: z.enum(TEAM_ROLES),
  /** Whether the person may change the company details: the owner and admins. */
  can_edit_company: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET and PATCH accounts/profile/. */
export const ProfileResponseSchema = z.object({ status: z.literal(true), data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** What the profile form and the server answer about its fields (SPEC §5 style: one sentence each). */
export const ProfileMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  companyRequired: 'Company name is required.',
  tooLong: 'This is too long.',
  companyForbidden: "Only your organisation's owner and admins can change the company details.",
  saved: 'Your profile has been saved.',
  emailInvalid: 'Please enter a valid email address.',
  emailSame: 'This is already your email address.',
  emailTaken: 'This email address is already in use.',
  emailCodeSent: 'We sent a 6-digit code to your new email address. Enter it to confirm the change.',
  emailChanged: 'Your email address has been changed.',
  noPendingEmail: 'There is no email change to confirm. Please ask for a new code.',
  passwordRequired: 'Password is required.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  /** After too many wrong current passwords; `wait` reads '1 minute', '14 minutes'. */
  currentPasswordLocked: (wait: string) => `Too many incorrect passwords. Please try again in ${wait}.`,
  /** The signed-in user no longer belongs to an organisation (removed since signing in). */
  notFound: 'Your account could not be found. Please sign in again.',
} as const;

/** An optional text: blank becomes null, so a cleared field clears the stored value. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: ProfileMessages.tooLong, abort: true })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: ProfileMessages.tooLong, abort: true });

/**
 * Body of `PATCH accounts/profile/`, and the Edit form's rules. The person's fields are required as enrolment
 * asked them; the company's are optional (left out, they stay as they are) and only the owner and admins may send
 * them. The email is not here: it changes through a mailed code.
 */
export const ProfileUpdateSchema = z.object({
  first_name: requiredText(ProfileMessages.firstNameRequired, 100),
  last_name: requiredText(ProfileMessages.lastNameRequired, 100),
  job_title: optional(100),
  phone_number: optional(40),
  phone_code: optional(8),
  company: requiredText(ProfileMessages.companyRequired, 200).optional(),
  street_address: optional(300),
  address_line_2: optional(300),
  city: optional(100),
  state: optional(100),
  postal_code: optional(20),
  /** ISO 3166 alpha-2 code of @firm/countries. */
  country: optional(2),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

const PasswordTyped = z
  .string({ error: ProfileMessages.passwordRequired })
  .min(1, { message: ProfileMessages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: ProfileMessages.currentPasswordWrong, abort: true });

/** Body of `POST accounts/profile/email/`: the new address, and the current password to show it is the owner. */
export const EmailChangeRequestSchema = z.object({
  email: z
    .string({ error: ProfileMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: ProfileMessages.emailInvalid, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, ProfileMessages.emailInvalid),
  password: PasswordTyped,
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** Body of `POST accounts/profile/email/confirm/`: the code mailed to the new address. */
export const EmailChangeConfirmSchema = z.object({ otp: OtpSchema });
export type EmailChangeConfirm = z.infer<typeof EmailChangeConfirmSchema>;

/**
 * Body of `POST accounts/profile/password/`: the current password, and a new one under SPEC's reset rule (the
 * same messages as the reset's step 3). The other sessions of the user end; the one that asked stays.
 */
export const PasswordChangeSchema = z
  .object({
    current_password: PasswordTyped,
    new_password: NewPasswordField,
    confirm_password: NewPasswordField,
  })
  .superRefine(newPasswordRule);
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** The answer of the calls that change without returning the profile: a message to show. */
export const ProfileMessageResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type ProfileMessageResponse = z.infer<typeof ProfileMessageResponseSchema>;
