export type { Country, CountryOption, CountryTimezone } from './types.js';
export {
  COUNTRIES,
  countryNames,
  countryOptions,
  findCountryByIsoCode,
  findCountryByName,
  isCountryName,
} from './countries.js';
