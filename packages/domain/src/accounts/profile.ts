import { z } from 'zod';

/**
 * The signed-in client's profile (SPEC §2 Profile fields): the person (first and last name, job title, email,
 * phone) and the organisation (company name, address, city, country). What enrolment did not ask for (job title,
 * a second address line, state, postal code) is null until it can be edited.
 */
export const ProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  email: z.string(),
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
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET accounts/profile/. */
export const ProfileResponseSchema = z.object({ status: z.literal(true), data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
