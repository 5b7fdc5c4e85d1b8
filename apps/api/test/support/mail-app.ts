import { createMailer } from '../../src/platform/mail/transport.js';
import { createTestApp, TEST_MAIL_FROM, type TestApp, type TestAppOptions } from './app.js';
import { startSmtpListener, type ReceivedMail } from './smtp.js';

export interface MailTestApp extends TestApp {
  /** Every message the app sent, as the SMTP listener received it. */
  received: ReceivedMail[];
}

/** The test app sending its mail over SMTP to a real listener started for the test (DESIGN §5). */
export async function createMailTestApp(options: TestAppOptions = {}): Promise<MailTestApp> {
  const smtp = await startSmtpListener();
  const testApp = await createTestApp({
    mailer: createMailer({ from: TEST_MAIL_FROM, smtpUrl: smtp.url, outboxDir: '' }),
    ...options,
  });
  return {
    ...testApp,
    received: smtp.received,
    async close() {
      await testApp.close();
      await smtp.close();
    },
  };
}
