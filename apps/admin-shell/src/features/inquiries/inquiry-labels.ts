import { HEAR_ABOUT_US_OPTIONS, REASON_FOR_INQUIRY_OPTIONS, type AdminInquiry } from '@firm/domain';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The contact form's choices as the form showed them ('Schedule a Consultation'), or as stored. */
export const reasonLabel = (value: string) => labelOf(REASON_FOR_INQUIRY_OPTIONS, value);
export const hearAboutLabel = (value: string) => labelOf(HEAR_ABOUT_US_OPTIONS, value);

export const inquiryName = (inquiry: AdminInquiry) => `${inquiry.first_name} ${inquiry.last_name}`.trim();

export const inquiryState = (inquiry: AdminInquiry) => (inquiry.handled_at ? 'Handled' : 'New');

/** The phone with its calling code, as it can be dialled: '+55 1155550100'. */
export const inquiryPhone = (inquiry: AdminInquiry) =>
  [inquiry.phone_code, inquiry.phone].filter(Boolean).join(' ');
