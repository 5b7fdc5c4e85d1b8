export { holderOf, registrationOf, TEST_ACCOUNTS } from './accounts.js';
export {
  createTestApp,
  startTestServer,
  TEST_FIRM_MAILBOX,
  TEST_METRICS_TOKEN,
  type TestApp,
  type TestAppOptions,
} from './app.js';
export { createTestClock, type TestClock } from './clock.js';
export { VISITOR_INQUIRY } from './inquiries.js';
export { createTestServices } from './services.js';
export {
  createTestDatabase,
  seedPgliteDataDir,
  TEST_DEMO_REPORTS_PER_TYPE,
  testFileStore,
  type TestDatabase,
} from './database.js';
export { createMailTestApp, type MailTestApp } from './mail-app.js';
export { decodeQuotedPrintable, mailedCode, startSmtpListener, type ReceivedMail } from './smtp.js';
export { outboxCode, readOutbox } from './outbox.js';
