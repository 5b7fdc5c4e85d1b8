import path from 'node:path';
import type { ServerConfig } from './env.js';
import { clockStartingAt, systemClock } from './platform/clock.js';
import type { Db } from './platform/database/database.js';
import { fileStoreFromConfig } from './platform/files/file-store-from-config.js';
import type { Log } from './platform/log.js';
import { createMailer } from './platform/mail/transport.js';
import { loadJwtSecret } from './platform/secrets.js';
import { createServices, type Services } from './services.js';

/**
 * The services on the platform the environment describes, as the server and every CLI command use them: the real
 * clock (or one started at CLOCK_START); mail over SMTP_URL or into DATA_DIR/outbox; files in S3 when the S3_* variables are set, else under
 * DATA_DIR; Stripe with its keys, else the sandbox; the signing secret from JWT_SECRET or DATA_DIR/secrets.
 */
export async function createServicesFromConfig(config: ServerConfig, db: Db, log: Log): Promise<Services> {
  const { env } = config;
  return createServices({
    db,
    clock: env.CLOCK_START ? clockStartingAt(new Date(env.CLOCK_START)) : systemClock,
    mailer: createMailer({
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    files: fileStoreFromConfig(config),
    payments: config.payments,
    log,
    config: {
      jwtSecret: await loadJwtSecret(config.dataDir, env.JWT_SECRET),
      firmMailbox: env.FIRM_MAILBOX,
      graceDays: config.billing.graceDays,
      linkOrigin: config.billing.linkOrigin,
      jobsAbandonedAfterMs: env.JOBS_ABANDONED_AFTER_SECONDS * 1000,
    },
  });
}
