import { ORDER_METHOD_LABELS, ORDER_STATUS_LABELS, type AdminOrderRow } from '@firm/domain';

export const statusLabel = (row: Pick<AdminOrderRow, 'status' | 'overdue'>) =>
  row.overdue ? `${ORDER_STATUS_LABELS[row.status]} (overdue)` : ORDER_STATUS_LABELS[row.status];

export const methodLabel = (method: AdminOrderRow['method']) => ORDER_METHOD_LABELS[method];

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
