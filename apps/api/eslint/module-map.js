/**
 * The API's module map (docs/decisions/032-api-module-map.md): its areas under src/modules/, lowest first, each with
 * the areas it may import. Every area may import the platform (src/platform/); the platform imports no area. An
 * area is imported through its public face only (`../<area>`, its index.ts). Areas below may not know areas above:
 * an area above learns what happened below through domain events (src/platform/events/domain-events.ts).
 */
export const MODULE_MAP = {
  activity: [],
  accounts: [],
  site: [],
  admin: ['accounts', 'activity'],
  catalogue: ['accounts', 'activity'],
  inquiries: ['accounts', 'activity'],
  team: ['accounts', 'activity'],
  reports: ['accounts', 'activity', 'catalogue', 'team'],
  archive: ['reports'],
  commerce: ['accounts', 'activity', 'catalogue', 'team', 'reports'],
  billing: ['accounts', 'activity', 'catalogue', 'team', 'reports', 'commerce'],
  clients: ['accounts', 'activity', 'admin', 'catalogue', 'team', 'reports', 'commerce', 'billing'],
  alerts: ['accounts', 'activity', 'catalogue', 'team', 'reports', 'archive'],
  consultations: ['accounts', 'activity', 'team', 'commerce'],
  courses: ['accounts', 'activity', 'team', 'commerce', 'consultations'],
};

/** The areas in an order where each comes after every area it may import; throws when the map has a loop. */
export function areasInOrder(map = MODULE_MAP) {
  const done = [];
  const visiting = new Set();
  const visit = (area, path) => {
    if (done.includes(area)) return;
    if (!(area in map)) throw new Error(`The module map names an area it does not list: ${area}`);
    if (visiting.has(area)) throw new Error(`The module map has a loop: ${[...path, area].join(' → ')}`);
    visiting.add(area);
    for (const below of map[area]) visit(below, [...path, area]);
    visiting.delete(area);
    done.push(area);
  };
  for (const area of Object.keys(map)) visit(area, []);
  return done;
}
