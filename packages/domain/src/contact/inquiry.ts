import { isCountryName } from '@firm/countries';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email.js';
import { callingCodeOfCountryName, isCallingCode, PHONE_MAX_DIGITS } from '../phone/calling-code.js';
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

/**
 * The calling code beside the phone: optional, because SPEC §3's payload has none (then the country's is meant,
 * below); empty or null is none given. One that is given must be on the list, and any refusal says so.
 */
const phoneCode = z
  .string({ error: InquiryMessages.phoneCodeUnknown })
  .trim()
  .max(8, { message: InquiryMessages.phoneCodeUnknown, abort: true })
  .refine((code) => code === '' || isCallingCode(code), InquiryMessages.phoneCodeUnknown)
  .nullish();

/**
 * SPEC §3/§5 inquiry form: all strings; company and comments optional, and the calling code too (decision 010):
 * without one, the phone takes the chosen country's, so what is stored and mailed can be dialled.
 */
export const InquirySchema = z
  .object({
    firstName: required(),
    lastName: required(),
    email: required(EMAIL_MAX_LENGTH).regex(SIMPLE_EMAIL_PATTERN, InquiryMessages.emailInvalid),
    // SPEC §9: the phone input takes at most 15 digits; the calling code travels beside it.
    phone: required()
      .regex(/^\d+$/, InquiryMessages.phoneDigits)
      .max(PHONE_MAX_DIGITS, InquiryMessages.phoneTooLong),
    phoneCode,
    company: z.string().trim().max(200, InquiryMessages.tooLong).default(''),
    country: required().refine(isCountryName, InquiryMessages.countryUnknown),
    hearAboutUs: choice(HEAR_ABOUT_US_OPTIONS),
    reasonForInquiry: choice(REASON_FOR_INQUIRY_OPTIONS),
    comments: z.string().trim().max(5000, InquiryMessages.tooLong).default(''),
  })
  .transform(({ phoneCode, ...inquiry }) => ({
    ...inquiry,
    // The country passed the list check above, so it has a code.
    phoneCode: phoneCode || (callingCodeOfCountryName(inquiry.country) ?? ''),
  }));

export type Inquiry = z.output<typeof InquirySchema>;

/**
 * What the form holds: every field a string, empty until filled (SPEC §4: the form starts empty). A caller may leave
 * out the calling code.
 */
export type InquiryForm = z.input<typeof InquirySchema>;
