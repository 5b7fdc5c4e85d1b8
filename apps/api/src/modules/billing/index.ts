/**
 * The billing area's public face (docs/decisions/032). What happens after a purchase: the subscription lifecycle (renewals, grace, late fees, tier changes) and the client's billing view. Subscribes to commerce's events.
 * Other areas, the composition root and the command line import this file only.
 */
export { createBillingLifecycle } from './lifecycle.js';
export { billingRoutes } from './routes.js';
export { scheduleNextStep } from './schedule.js';
export { createBillingView } from './service.js';
export { staffSubscriptionChanges } from './staff-subscription-changes.js';
