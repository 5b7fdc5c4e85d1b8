import { DEMO_PASSWORDS } from '../env.js';
import { DEMO_STAFF, type SeedAccounts } from './seed.js';

/**
 * What a development start says about its accounts: which ones sign in with the README's demo passwords, by email
 * (never a password). Null when none does.
 */
export function demoAccountsNotice(seed: SeedAccounts): string | null {
  const demoAccounts = [
    ...(seed.admin.password === DEMO_PASSWORDS.admin ? [seed.admin.email] : []),
    ...(seed.demoClient?.password === DEMO_PASSWORDS.client ? [seed.demoClient.email] : []),
    // The demo's editor and finance staff come with the demo client, always on the README's passwords.
    ...(seed.demoClient ? DEMO_STAFF.map((staff) => staff.email) : []),
  ];
  if (demoAccounts.length === 0) return null;
  return (
    `Running with demo accounts, whose passwords are listed in README.md (Demo accounts): ${demoAccounts.join(', ')}. ` +
    'Set ADMIN_PASSWORD and DEMO_CLIENT_PASSWORD before the first start to choose your own.'
  );
}
