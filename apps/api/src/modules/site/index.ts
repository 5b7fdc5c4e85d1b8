/**
 * The site area's public face (docs/decisions/032). The public site: its pages' data and the built front ends it serves.
 * Other areas, the composition root and the command line import this file only.
 */
export { siteRoutes } from './routes.js';
export { createSiteService } from './service.js';
export { staticApps, type StaticAppsOptions } from './static-apps.js';
