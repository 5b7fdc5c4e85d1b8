import type { AdminOrderCredit, AdminOrderDetail, AdminOrderRefund, AdminOrdersRequest } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';
import { overviewKey } from './overview';

export const ordersKey = ['admin', 'orders'] as const;

export const ordersQueryOptions = (request: AdminOrdersRequest) =>
  queryOptions({ queryKey: [...ordersKey, 'list', request], queryFn: () => api.admin.orders(request) });

export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', number],
    queryFn: async () => (await api.admin.order(number)).data,
  });

/** What staff do to an order: each answers the order as it is now. */
export type OrderAction =
  | { kind: 'mark-paid'; reason: string }
  | { kind: 'void'; reason: string }
  | { kind: 'resend'; reason?: string }
  | ({ kind: 'refund' } & AdminOrderRefund);

async function act(number: string, action: OrderAction) {
  switch (action.kind) {
    case 'mark-paid':
      return (await api.admin.markOrderPaid(number, { reason: action.reason })).data;
    case 'void':
      return (await api.admin.voidOrderInvoice(number, { reason: action.reason })).data;
    case 'resend':
      return (await api.admin.resendOrderInvoice(number, action.reason ? { reason: action.reason } : {}))
        .data;
    case 'refund':
      return (await api.admin.refundOrder(number, { reason: action.reason, end_access: action.end_access }))
        .data;
  }
}

/** A change to an order: it is shown as answered, and the orders, the overview and the audit log then reload. */
function useOrderChange<Request>(number: string, change: (request: Request) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(number).queryKey, order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

/** Acts on an order: marks its invoice paid, sends it again, voids it, or refunds the payment in full. */
export const useOrderActionMutation = (number: string) =>
  useOrderChange(number, (action: OrderAction) => act(number, action));

/** Issues a credit note for part of a paid order (issue 46): a partial refund or a price correction. */
export const useOrderCreditMutation = (number: string) =>
  useOrderChange(
    number,
    async (credit: AdminOrderCredit) => (await api.admin.creditOrder(number, credit)).data,
  );
