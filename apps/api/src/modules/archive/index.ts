/**
 * The archive area's public face (docs/decisions/032). The archive's search over the reports a caller may read.
 * Other areas, the composition root and the command line import this file only.
 */
export { archiveRoutes } from './routes.js';
export { createArchiveSearchService } from './service.js';
export { archiveReads } from './archive-reads.js';
