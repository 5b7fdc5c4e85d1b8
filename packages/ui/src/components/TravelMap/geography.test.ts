import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASEMAP_FILES, drawBasemap } from '../../../scripts/draw-basemap.mjs';
import { MAP_HEIGHT, MAP_WIDTH, project } from './geography';

describe('TravelMap geography', () => {
  it('holds the world as scripts/draw-basemap.mjs draws it (run pnpm --filter @firm/ui draw-basemap after a change)', () => {
    const drawn = drawBasemap();
    expect(readFileSync(BASEMAP_FILES.projection, 'utf8')).toBe(drawn.projection);
    expect(readFileSync(BASEMAP_FILES.outlines, 'utf8')).toBe(drawn.outlines);
  });

  it('draws the land and the borders as hairlines the page colours', () => {
    const outlines = readFileSync(BASEMAP_FILES.outlines, 'utf8');
    expect(outlines).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(outlines).toMatch(/<path id="land" vector-effect="non-scaling-stroke" d="M[^"]{10000,}"\/>/);
    expect(outlines).toMatch(
      /<path id="borders" fill="none" vector-effect="non-scaling-stroke" d="M[^"]{10000,}"\/>/,
    );
    expect(outlines).not.toMatch(/fill="#|stroke=/);
  });

  it('projects places onto the drawn map: west to east, north to south, the far south at its edge', () => {
    const [quito, nairobi, jakarta] = [project(-78.5, -0.2), project(36.8, -1.3), project(106.8, -6.2)];
    expect(quito?.[0]).toBeLessThan(nairobi?.[0] ?? 0);
    expect(nairobi?.[0]).toBeLessThan(jakarta?.[0] ?? 0);
    const [oslo, lagos] = [project(10.7, 59.9), project(3.4, 6.5)];
    expect(oslo?.[1]).toBeLessThan(lagos?.[1] ?? 0);
    for (const point of [quito, nairobi, jakarta, oslo, lagos]) {
      expect(point?.[0]).toBeGreaterThan(0);
      expect(point?.[0]).toBeLessThan(MAP_WIDTH);
    }
    expect(project(0, -89)?.[1]).toBe(MAP_HEIGHT - 8);
  });
});
