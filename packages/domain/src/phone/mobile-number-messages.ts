// Apart from the check (phone-number.ts): a form shows these without loading libphonenumber's metadata (issue 18).

/** SPEC §5/§9 mobile number messages. */
export const MobileNumberMessages = {
  required: 'Mobile number is required.',
  tenDigits: 'Mobile number should be exactly 10 digits.',
  invalidFor: (countryName: string) => `Please enter a valid mobile number for ${countryName}.`,
} as const;
