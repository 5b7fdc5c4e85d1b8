/*
 * Regenerates src/data/countries.json from `country-state-city` (a devDependency only): the package ships the
 * JSON, so it has no dependency at run time. Run `pnpm --filter @firm/countries generate` after upgrading
 * country-state-city, review the diff, and commit the JSON. src/source.test.ts fails while the two disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Country } from 'country-state-city';
import { formatCountriesJson, toCountries } from './transform-countries.js';

const target = fileURLToPath(new URL('../src/data/countries.json', import.meta.url));
const countries = toCountries(Country.getAllCountries());

writeFileSync(target, formatCountriesJson(countries));
process.stdout.write(`Wrote ${countries.length} countries to ${target}\n`);
