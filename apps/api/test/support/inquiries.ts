/** A visitor's contact form as SPEC §7 takes it: every required field, valid; tests change one field at a time. */
export const VISITOR_INQUIRY = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@cafe.example.br',
  phone: '1155550100',
  phoneCode: '+55',
  country: 'Brazil',
  hearAboutUs: 'online_search',
  reasonForInquiry: 'consultation',
} as const;
