/**
 * The admin area's public face (docs/decisions/032). The back office's own area: staff members and roles, the dashboard and the audit log's reading.
 * Other areas, the composition root and the command line import this file only.
 */
export { accountStateOf } from './account-state.js';
export { adminRoutes } from './routes.js';
export { createAdminService } from './service.js';
export { createStaffMembers } from './staff-members.js';
export { staffRoutes } from './staff-routes.js';
