import { PHONE_MAX_DIGITS } from '../phone/calling-code.js';
import type { Inquiry } from './inquiry.js';

// Apart from the schemas (inquiry.ts): a form shows these without loading zod (issue 18).

/** SPEC §3 'how did you hear about us' options, value: label. */
export const HEAR_ABOUT_US_OPTIONS = [
  { value: 'online_search', label: 'Online Search' },
  { value: 'linkedin_social_media', label: 'LinkedIn or Other Social Media' },
  { value: 'client_recommendation', label: 'Existing Client Recommendation' },
  { value: 'conference_trade_show', label: 'Conference/Trade Show' },
  { value: 'speaking_engagement', label: 'Speaking Engagement/Panel Discussion' },
  { value: 'industry_publication', label: 'Industry Publication' },
  { value: 'other', label: 'Other (please specify)' },
] as const;

/** SPEC §3 'reason for inquiry' options, value: label. */
export const REASON_FOR_INQUIRY_OPTIONS = [
  { value: 'services_offered', label: 'Question on Services Offered' },
  { value: 'consultation', label: 'Schedule a Consultation' },
  { value: 'strategic_advisory', label: 'Strategic Advisory/Request for Proposal' },
  { value: 'partnership', label: 'Partnership or Collaboration' },
  { value: 'media_engagement', label: 'Media/Speaking Engagements' },
  { value: 'general', label: 'General' },
] as const;

/** SPEC §5 Contact messages. */
export const InquiryMessages = {
  required: 'This field is required',
  emailInvalid: 'Please enter a valid email address',
  countryUnknown: 'Please select a country from the list',
  phoneDigits: 'Please enter digits only',
  phoneTooLong: `Please enter at most ${PHONE_MAX_DIGITS} digits`,
  phoneCodeUnknown: 'Please select a calling code from the list',
  tooLong: 'This is too long',
} as const;

export const EMPTY_INQUIRY: Record<keyof Inquiry, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  phoneCode: '',
  company: '',
  country: '',
  hearAboutUs: '',
  reasonForInquiry: '',
  comments: '',
};

export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
