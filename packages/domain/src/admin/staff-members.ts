import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { STAFF_ROLES, StaffRoleSchema } from './staff.js';

/** The firm's staff in the back office (issue 16): listed, and invited by an admin. */
export const StaffMemberMessages = {
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email address already has an account.',
  firstName: 'Please enter a first name.',
  lastName: 'Please enter a last name.',
  nameTooLong: 'A name may hold at most 100 characters.',
  role: `Role must be one of ${STAFF_ROLES.join(', ')}.`,
  invited: 'The invitation is sent. The new staff member chooses a password from the link in it.',
} as const;

/** How long the link of a staff invitation lets its holder choose a password. */
export const STAFF_INVITATION_VALID_DAYS = 7;

export const StaffMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  staff_role: StaffRoleSchema,
  status: z.enum(['active', 'suspended', 'pending']),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffMembersResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(StaffMemberSchema),
});
export type StaffMembersResponse = z.infer<typeof StaffMembersResponseSchema>;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, StaffMemberMessages.nameTooLong);

/** Body of `POST admin/staff/`. */
export const StaffInvitationSchema = z.object({
  first_name: name(StaffMemberMessages.firstName),
  last_name: name(StaffMemberMessages.lastName),
  email: z
    .string({ error: StaffMemberMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: StaffMemberMessages.emailInvalid, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, StaffMemberMessages.emailInvalid),
  staff_role: z.enum(STAFF_ROLES, { error: StaffMemberMessages.role }),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffInvitationResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: StaffMemberSchema,
});
export type StaffInvitationResponse = z.infer<typeof StaffInvitationResponseSchema>;
