import { createMailer } from '../../src/platform/mail/transport.js';
import type { AppOptions } from '../../src/app.js';
import { createTestApp, type TestApp } from './app.js';
import { startSmtpListener, type ReceivedMail } from './smtp.js';

export interface MailTestApp extends TestApp {
  /** Every message the app sent, as the SMTP listener received it. */
  received: ReceivedMail[];
}

/** The test app sending its mail over SMTP to a real listener started for the test (DESIGN §5). */
export async function createMailTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<MailTestApp> {
  const smtp = await startSmtpListener();
  const testApp = await createTestApp({
    mailer: createMailer({
      from: 'Softline Advisory <no-reply@softline.test>',
      smtpUrl: smtp.url,
      outboxDir: '',
    }),
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
