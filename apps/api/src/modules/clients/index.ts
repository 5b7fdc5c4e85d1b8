/**
 * The clients area's public face (docs/decisions/032). The back office's view and care of client organisations: their people, subscriptions and timeline.
 * Other areas, the composition root and the command line import this file only.
 */
export { clientRoutes } from './routes.js';
export { createClients } from './service.js';
