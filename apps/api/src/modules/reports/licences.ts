import type { Db } from '../../platform/database/database.js';
import { recordActivity, SERVER } from '../activity';
import { archivedReports } from './licence-repository.js';

/**
 * A paid order gives its organisation a licence to each archived report it bought alone (decision 036), each on the
 * organisation's record with the order that paid for it, in the caller's transaction. A report licensed already
 * (another order paid for it) is left as it is and not recorded again.
 */
export async function grantReportLicences(
  tx: Db,
  order: { id: string; number: string; tenantId: string },
  reportIds: number[],
  at: Date,
): Promise<void> {
  const granted = await archivedReports.grant(tx, { tenantId: order.tenantId, orderId: order.id, reportIds });
  if (granted.length === 0) return;
  for (const report of await archivedReports.namesOf(tx, granted))
    await recordActivity(tx, {
      actor: SERVER,
      action: 'report_licensed',
      subject: { type: 'report', id: String(report.id), label: report.name },
      tenant: { id: order.tenantId },
      after: { report_name: report.name, order: order.number },
      at,
    });
}
