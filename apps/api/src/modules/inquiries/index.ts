/**
 * The inquiries area's public face (docs/decisions/032). The contact form and the back office's inquiry inbox.
 * Other areas, the composition root and the command line import this file only.
 */
export { createInquiryInbox } from './inbox.js';
export { inquiryRoutes } from './routes.js';
export { createInquiryService } from './service.js';
