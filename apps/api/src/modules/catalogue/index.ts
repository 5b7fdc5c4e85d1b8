/**
 * The catalogue area's public face (docs/decisions/032). The report types, their tiers and prices, and their back-office editing.
 * Other areas, the composition root and the command line import this file only.
 */
export { createReportTypeAdmin } from './admin.js';
export { catalogueRoutes } from './routes.js';
export { createCatalogueService } from './service.js';
