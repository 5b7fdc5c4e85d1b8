export { TEST_ACCOUNTS } from './accounts.js';
export { createTestApp, startTestServer, type TestApp } from './app.js';
export { createTestDatabase } from './database.js';
