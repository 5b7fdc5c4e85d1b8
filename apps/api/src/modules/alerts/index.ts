/**
 * The alerts area's public face (docs/decisions/032). New reports reaching their readers: publication alerts,
 * digests, members' notification settings and the unsubscribe links (issue 42).
 * Other areas, the composition root and the command line import this file only.
 */
export { createCorrectionNotices } from './correction-notices.js';
export { createAlertPreferences, type AlertPreferences } from './preferences.js';
export { registerPublicationAlerts } from './publication-alerts.js';
export { createReportAlerts } from './report-alerts.js';
export { alertRoutes } from './routes.js';
export { createSavedSearches } from './saved-searches.js';
export { createUnsubscribeLinks } from './unsubscribe-links.js';
