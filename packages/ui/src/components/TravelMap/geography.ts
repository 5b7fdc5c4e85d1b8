/**
 * The packaged world map of TravelMap: where its outlines are, its size and projection, and the bridge between the
 * map's plane and supercluster. Not exported from the package.
 *
 * Everything is drawn in a fixed coordinate system (the SVG viewBox, MAP_WIDTH wide). The SVG scales with CSS
 * (width: 100%), and the markers are placed in percentages of the same box, so nothing here measures the DOM.
 * The outlines and the projection were drawn once by scripts/draw-basemap.mjs (Natural Earth 1:110m countries in
 * the Equal Earth projection): a visitor's browser draws nothing but the markers.
 */
import { geoEqualEarth } from 'd3-geo';
import basemap from './basemap.json';
import worldOutlines from './world.svg';

/** Width of the viewBox in map units. At a rendered width of 960 CSS px, one map unit is one screen pixel. */
export const MAP_WIDTH = basemap.width;
/** Height of the viewBox: the projected countries plus padding, so no band of empty ocean is drawn. */
export const MAP_HEIGHT = basemap.height;

/** The outlines as SVG <use> references: the land as one shape, and the borders between countries as lines. */
export const WORLD_OUTLINES = {
  land: `${worldOutlines}#land`,
  borders: `${worldOutlines}#borders`,
};

const projection = geoEqualEarth()
  .scale(basemap.scale)
  .translate(basemap.translate as [number, number]);

/** Projects longitude and latitude to map units, or null for coordinates the projection cannot place. */
export function project(longitude: number, latitude: number): [number, number] | null {
  const point = projection([longitude, latitude]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return null;
  // Places beyond the drawn countries (Antarctica, say) stay on the map, at its edge.
  return [point[0], Math.min(Math.max(point[1], basemap.padding), MAP_HEIGHT - basemap.padding)];
}

/*
 * supercluster works in Web Mercator: it turns [lng, lat] into x, y in 0..1 and, at zoom z, clusters points closer
 * than radius / (extent * 2^z) in those units, i.e. `radius` pixels of a square world `extent * 2^z` pixels wide.
 * Mercator distances are not the distances drawn on this map (Europe would cluster far more than Africa), so the
 * points handed to supercluster are fake longitudes and latitudes chosen so that its Mercator x, y are exactly
 * our projected map x, y divided by MAP_WIDTH. With `extent: MAP_WIDTH` and the map drawn at 2^z times its size
 * at zoom z, `radius` is then measured in map units on the map as drawn: radius 30 means 30 CSS pixels when the
 * map is 960 px wide, and the same share of the map (about 3% of its width) at any other size.
 */

/** A point in map units as the [lng, lat] whose supercluster Mercator coordinates are (x, y) / MAP_WIDTH. */
export function toClusterLngLat([x, y]: [number, number]): [number, number] {
  const longitude = (x / MAP_WIDTH) * 360 - 180;
  // The inverse of supercluster's latY(): y = 0.5 - ln(tan(pi/4 + lat/2)) / (2 pi).
  const latitude = (360 / Math.PI) * Math.atan(Math.exp((0.5 - y / MAP_WIDTH) * 2 * Math.PI)) - 90;
  return [longitude, latitude];
}

/** The inverse of toClusterLngLat: a cluster's position back in map units. */
export function fromClusterLngLat([longitude, latitude]: number[]): [number, number] {
  const sin = Math.sin(((latitude ?? 0) * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return [(((longitude ?? 0) + 180) / 360) * MAP_WIDTH, y * MAP_WIDTH];
}
