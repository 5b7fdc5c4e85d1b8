import type { Db } from '../platform/database/database.js';
import { normaliseEmail, verifyPassword } from '../modules/accounts';
import { DEMO_PASSWORDS } from '../env.js';
import { demoRepository } from './repository.js';
import { DEMO_STAFF, DEMO_TENANT_NAME } from './seed.js';

/** Thrown at a production start on a database that still holds demo content. */
export class DemoContentError extends Error {
  override name = 'DemoContentError';
}

const SET_OWN_PASSWORD =
  'give it a password of its own with Forgot Password on a start outside production on this database ' +
  '(NODE_ENV=development SEED_DEMO=false); without SMTP_URL the code is in the outbox in DATA_DIR. ' +
  'ADMIN_PASSWORD and DEMO_CLIENT_PASSWORD do not change it: they set only the accounts of a first start on an ' +
  'empty database.';

/**
 * Refuses a production start on a database seeded in development. The environment's checks (src/env.ts) cannot
 * see it, and seeding never touches a database that has users, so its demo passwords stay whatever the environment
 * says now. Refused: the account of ADMIN_EMAIL or DEMO_CLIENT_EMAIL that still signs in with the README's
 * password (two password checks, once at start), and the demo organisation. The message says what to do.
 */
export async function refuseDemoContent(
  db: Db,
  emails: { admin: string; demoClient: string },
): Promise<void> {
  const onDemoPassword = async (email: string, password: string) => {
    const passwordHash = await demoRepository.findPasswordHash(db, normaliseEmail(email));
    return passwordHash !== undefined && (await verifyPassword(passwordHash, password));
  };

  const problems: string[] = [];
  if (await onDemoPassword(emails.admin, DEMO_PASSWORDS.admin)) {
    problems.push(
      `The admin ${emails.admin} (ADMIN_EMAIL) has the demo password from the README: ${SET_OWN_PASSWORD}`,
    );
  }
  if (await onDemoPassword(emails.demoClient, DEMO_PASSWORDS.client)) {
    problems.push(
      `The client ${emails.demoClient} (DEMO_CLIENT_EMAIL) has the demo password from the README: ${SET_OWN_PASSWORD}`,
    );
  }
  for (const staff of DEMO_STAFF) {
    if (await onDemoPassword(staff.email, staff.password)) {
      problems.push(
        `The demo ${staff.role} ${staff.email} has the demo password from the README: ${SET_OWN_PASSWORD}`,
      );
    }
  }
  if (await demoRepository.findTenantByName(db, DEMO_TENANT_NAME)) {
    problems.push(
      `The demo organisation ${DEMO_TENANT_NAME}, with its client, subscriptions and reports, is in the database: ` +
        'start production on a new, empty database, where nothing of the demo is seeded.',
    );
  }
  if (problems.length > 0) {
    throw new DemoContentError(
      `Refusing to start in production on a database seeded for development:\n- ${problems.join('\n- ')}`,
    );
  }
}
