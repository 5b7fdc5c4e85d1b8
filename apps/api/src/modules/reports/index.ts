/**
 * The reports area's public face (docs/decisions/032). The reports: their files, who may open them (entitlements), their import and back-office management.
 * Other areas, the composition root and the command line import this file only.
 */
export { type AdminReports, createAdminReports } from './admin-reports.js';
export { adminReportsRoutes } from './admin-routes.js';
export { createEntitlements, type Entitlements } from './entitlements.js';
export { archivedReports, type ArchivedReportRow, type CartReportRow } from './licence-repository.js';
export { grantReportLicences } from './licences.js';
export { registerReportFileRemoval } from './report-file-removal.js';
export { importReportPdf } from './report-import.js';
export { bookmarksAmong } from './bookmarks-among.js';
export { announcedReport, downloadersOfEarlierFiles, type AnnouncedReport } from './report-reads.js';
export type { ReportPublished } from './events.js';
export { reportsRoutes } from './routes.js';
export { createReportsService } from './service.js';
