import { isCountryName } from '@firm/countries';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { isCallingCode, PHONE_MAX_DIGITS } from '../phone/calling-code.js';
import { HEAR_ABOUT_US_OPTIONS, InquiryMessages, REASON_FOR_INQUIRY_OPTIONS } from './inquiry-fields.js';

type OptionValue<T extends readonly { value: string }[]> = T[number]['value'];

const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [OptionValue<T>, ...OptionValue<T>[]];

/**
 * SPEC places no length limits on the form; the server still bounds every field (generously) so one request
 * cannot store megabytes, and a value over its bound stops there: no pattern or list runs on it.
 */
const required = (max = 200) =>
  z
    .string({ error: InquiryMessages.required })
    .trim()
    .min(1, { message: InquiryMessages.required, abort: true })
    .max(max, { message: InquiryMessages.tooLong, abort: true });

const choice = <T extends readonly { value: string }[]>(options: T) =>
  z.enum(valuesOf(options), { error: InquiryMessages.required });

/** SPEC §3/§5 inquiry form: all strings; company and comments optional. */
export const InquirySchema = z.object({
  firstName: required(),
  lastName: required(),
  email: required(EMAIL_MAX_LENGTH).regex(SIMPLE_EMAIL_PATTERN, InquiryMessages.emailInvalid),
  // SPEC §9: the phone input takes at most 15 digits; the calling code travels beside it.
  phone: required()
    .regex(/^\d+$/, InquiryMessages.phoneDigits)
    .max(PHONE_MAX_DIGITS, InquiryMessages.phoneTooLong),
  phoneCode: required(8).refine(isCallingCode, InquiryMessages.phoneCodeUnknown),
  company: z.string().trim().max(200, InquiryMessages.tooLong).default(''),
  country: required().refine(isCountryName, InquiryMessages.countryUnknown),
  hearAboutUs: choice(HEAR_ABOUT_US_OPTIONS),
  reasonForInquiry: choice(REASON_FOR_INQUIRY_OPTIONS),
  comments: z.string().trim().max(5000, InquiryMessages.tooLong).default(''),
});

export type Inquiry = z.output<typeof InquirySchema>;

/** What the form holds: every field a string, empty until filled (SPEC §4: the form starts empty). */
export type InquiryForm = z.input<typeof InquirySchema>;
