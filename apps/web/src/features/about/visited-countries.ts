import { findCountryByIsoCode } from '@firm/countries';

/**
 * The countries our founder has visited (SPEC §1: over 100), as ISO 3166-1 alpha-2 codes by region: the origins
 * of the five softs, the consuming and trading centres, and the conference venues in between. Positions and
 * names come from @firm/countries, so this holds codes only. Only the travel map section imports this module,
 * so the country list it pulls in stays in that lazily loaded chunk.
 */
const VISITED_BY_REGION = {
  'North and Central America, Caribbean': 'US CA MX GT BZ HN SV NI CR PA CU JM DO TT',
  'South America': 'CO VE EC PE BO BR PY UY AR CL',
  Europe: 'GB IE FR DE NL BE LU CH AT IT ES PT DK SE NO FI PL CZ SK HU SI HR RS RO BG GR TR UA RU EE LV LT',
  Africa: 'MA TN EG SD ET KE UG RW BI TZ MW MZ ZM ZW ZA MG MU CD CM NG BJ TG GH CI BF ML SN',
  'Middle East and Asia':
    'IL JO LB SA KW QA AE OM UZ KZ PK IN NP BD LK MM TH LA KH VN MY SG ID PH CN TW KR JP',
  Oceania: 'AU NZ PG FJ',
};

export const VISITED_COUNTRY_CODES: string[] = Object.values(VISITED_BY_REGION).flatMap((codes) =>
  codes.split(' '),
);

/** The map's places. A code missing from @firm/countries would be a typo here: the unit test catches it. */
export const VISITED_PLACES = VISITED_COUNTRY_CODES.flatMap((code) => {
  const country = findCountryByIsoCode(code);
  return country
    ? [{ id: code, name: country.name, latitude: country.latitude, longitude: country.longitude }]
    : [];
});
