export { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS, PhoneField } from './PhoneField';
export type { PhoneCountry, PhoneFieldProps } from './PhoneField';
