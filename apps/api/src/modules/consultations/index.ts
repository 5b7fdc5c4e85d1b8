/**
 * The consultations area's public face (docs/decisions/032): the analysts who take sessions, their availability,
 * and booking a session with them (issue 43). Other areas, the composition root and the command line import this
 * file only.
 */
export { createAnalysts, type Analysts } from './analysts.js';
export { createConsultationBooking, type ConsultationBooking } from './booking.js';
export { createConsultationPayments, type ConsultationPayments } from './paying.js';
export { createConsultationPrices, type ConsultationPriceList } from './prices.js';
export { consultationRoutes } from './routes.js';
export { createSessionCalendar, type SessionCalendar } from './session-calendar.js';
export { createConsultationSessions, type ConsultationSessions } from './sessions.js';
