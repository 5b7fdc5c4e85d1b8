import {
  ORDER_KIND_LABELS,
  ORDER_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  type AdminOrderRow,
} from '@firm/domain';

export const statusLabel = (row: Pick<AdminOrderRow, 'status' | 'overdue'>) =>
  row.overdue ? `${ORDER_STATUS_LABELS[row.status]} (overdue)` : ORDER_STATUS_LABELS[row.status];

export const methodLabel = (method: AdminOrderRow['method']) => ORDER_METHOD_LABELS[method];

export const kindLabel = (kind: AdminOrderRow['kind']) => ORDER_KIND_LABELS[kind];

/** A late fee is voided to waive it (issue 17): the back office says so. */
export const isLateFee = (order: Pick<AdminOrderRow, 'kind'>) => order.kind === 'late_fee';

/** A day as the lists show it: 14 May 2026 (UTC, as the server counts days). */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
