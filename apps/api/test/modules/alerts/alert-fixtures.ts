import type { Db } from '../../../src/platform/database/database.js';
import { reportTypes } from '../../../src/platform/database/schema.js';
import type { Mailer, MailMessage } from '../../../src/platform/mail/transport.js';

/** A mailer that keeps what it is handed, in order; `failNext` makes the next sends fail like a mail server down. */
export function collectingMailer() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(message);
    },
  };
  return {
    mailer,
    sent,
    to: (address: string) => sent.filter((message) => message.to === address),
    failNext(count: number) {
      failures = count;
    },
  };
}

let types = 0;

/**
 * A sold report type of its own, so the demo's subscribers hear nothing of the test's reports; `in_depth` for the
 * in-depth cadence.
 */
export async function addAlertType(
  db: Db,
  cadence: 'weekly' | 'in_depth' = 'weekly',
): Promise<{ id: number; name: string }> {
  types += 1;
  const name = `Alerts ${cadence === 'weekly' ? 'Weekly' : 'In-Depth'} ${types} ${Math.random().toString(36).slice(2, 7)}`;
  const [row] = await db
    .insert(reportTypes)
    .values({
      name,
      title: name,
      description: 'A type made for the alert tests.',
      priceSingleCents: 100_000,
      priceUpTo3Cents: 200_000,
      priceEnterpriseCents: 300_000,
      cadence,
    })
    .returning({ id: reportTypes.id });
  return { id: row!.id, name };
}
