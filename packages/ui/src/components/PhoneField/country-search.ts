/** SPEC §9: the country search waits this long after the last key before filtering. */
export const PHONE_COUNTRY_SEARCH_DEBOUNCE_MS = 250;
