import type { Db } from '../../platform/database/database.js';
import type { OrderRow } from '../../platform/database/schema.js';
import { recordStaffAction, type Staff } from '../activity';
import { orderTenant } from './admin-orders-repository.js';

/**
 * The audit record of an invoice voided, in the voiding's transaction: by staff (or, waiving a late fee, as
 * `late_fee_waived`), or by the system when another order paid for its report types first (issue 39).
 */
export async function recordInvoiceVoided(
  tx: Db,
  voided: Pick<OrderRow, 'number' | 'tenantId' | 'invoiceNumber' | 'status'>,
  record: { staff: Staff; reason: string | null; at: Date; action?: 'invoice_voided' | 'late_fee_waived' },
): Promise<void> {
  await recordStaffAction(tx, {
    staff: record.staff,
    action: record.action ?? 'invoice_voided',
    target: { type: 'order', id: voided.number },
    tenant: await orderTenant(tx, voided.tenantId),
    before: { status: voided.status },
    after: { status: 'cancelled', invoice_number: voided.invoiceNumber },
    reason: record.reason,
    at: record.at,
  });
}
