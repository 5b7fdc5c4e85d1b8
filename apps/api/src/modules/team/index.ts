/**
 * The team area's public face (docs/decisions/032). An organisation's people: members, invitations, seats, roles and suspensions.
 * Other areas, the composition root and the command line import this file only.
 */
export { seesOrderBilling } from './billing-access.js';
export { heldSeatsPerSubscription } from './repository.js';
export { teamRoutes } from './routes.js';
export { seatBuyer } from './seats.js';
export { createTeamService } from './service.js';
export { suspensionOf } from './suspension.js';
export { seatWhereFree, teamReads } from './team-reads.js';
