// `pnpm --filter @firm/ui draw-basemap`: draws TravelMap's world once, here, rather than in every visitor's browser
// (docs/decisions/023). Natural Earth 1:110m countries (world-atlas) without Antarctica, in the Equal Earth
// projection fitted to the map's width, the map as tall as the countries drawn. It writes the outlines as an SVG
// file the map refers to (world.svg) and the projection beside it (basemap.json), with which the map places its
// markers. The TravelMap tests check both files against this drawing: a change here or in the data cannot go unseen.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature, merge, mesh } from 'topojson-client';
import worldAtlas from 'world-atlas/countries-110m.json' with { type: 'json' };

/** Width of the viewBox in map units: at a rendered width of 960 CSS px, one map unit is one screen pixel. */
const MAP_WIDTH = 960;
/** Map units kept clear around the countries, so no outline touches the frame. */
const PADDING = 8;
/** Natural Earth's code for Antarctica: not a country anyone lists, and a wide band of empty map. */
const ANTARCTICA_ID = '010';
/**
 * Decimals kept in the outlines: a tenth of a map unit is under 2 px at the closest zoom (16 times), finer than the
 * 1:110m data itself, at two thirds of the size of two decimals.
 */
const DIGITS = 1;

const directory = path.resolve(fileURLToPath(import.meta.url), '../../src/components/TravelMap');
export const BASEMAP_FILES = {
  projection: path.join(directory, 'basemap.json'),
  outlines: path.join(directory, 'world.svg'),
};

/**
 * The map's two files as text. The land is one shape, and each border between two countries is drawn once (a path
 * per country would draw every border twice and double the file).
 */
export function drawBasemap() {
  const geometries = worldAtlas.objects.countries.geometries.filter(
    (country) => country.id !== ANTARCTICA_ID,
  );
  const countries = { ...worldAtlas.objects.countries, geometries };
  const shown = feature(worldAtlas, countries);
  // Fit to the width first, then size the viewBox to the countries' projected height.
  const projection = geoEqualEarth().fitWidth(MAP_WIDTH - 2 * PADDING, shown);
  const [[, top], [, bottom]] = geoPath(projection).bounds(shown);
  const height = Math.ceil(bottom - top) + 2 * PADDING;
  projection.fitExtent(
    [
      [PADDING, PADDING],
      [MAP_WIDTH - PADDING, height - PADDING],
    ],
    shown,
  );
  const path = geoPath(projection).digits(DIGITS);
  const land = path(merge(worldAtlas, geometries));
  const borders = path(mesh(worldAtlas, countries, (a, b) => a !== b));
  // Colours and line widths come from the page (TravelMap.module.css, on the <use> elements); only what the page
  // cannot reach is set here: hairline strokes at every zoom, and borders that are lines, not shapes.
  const outlines = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${height}">`,
    `<path id="land" vector-effect="non-scaling-stroke" d="${land}"/>`,
    `<path id="borders" fill="none" vector-effect="non-scaling-stroke" d="${borders}"/>`,
    '</svg>',
    '',
  ].join('\n');
  const placement = {
    width: MAP_WIDTH,
    height,
    padding: PADDING,
    scale: projection.scale(),
    translate: projection.translate(),
  };
  return { projection: `${JSON.stringify(placement, null, 2)}\n`, outlines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const drawn = drawBasemap();
  for (const [name, file] of Object.entries(BASEMAP_FILES)) {
    writeFileSync(file, drawn[name]);
    console.log(`drew ${file}`);
  }
}
