import {
  AdminOrderResentResponseSchema,
  AdminOrderResponseSchema,
  AdminOrdersResponseSchema,
  type AdminOrderCredit,
  type AdminOrderMarkPaid,
  type AdminOrderNote,
  type AdminOrderRefund,
  type AdminOrdersRequest,
  type AdminOrderVoid,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { blobOf, parse } from '../parse.js';
import { searchParamsOf } from './search-params.js';

const orderPath = (number: string, action = '') => `admin/orders/${encodeURIComponent(number)}/${action}`;

/** The back office's orders and invoices (issue 16): admins and finance. */
export function createAdminOrderCalls(api: KyInstance) {
  return {
    /** GET admin/orders/: a page of orders, filtered, searched and sorted on the server. */
    orders: (query: AdminOrdersRequest = {}) =>
      parse(AdminOrdersResponseSchema, api.get('admin/orders/', { searchParams: searchParamsOf(query) })),

    /** GET admin/orders/export.csv: every order the filters match, as CSV (the page and its size are ignored). */
    exportOrders: async (query: AdminOrdersRequest = {}): Promise<Blob> => {
      const { page: _page, page_size: _size, ...filters } = query;
      return blobOf(api.get('admin/orders/export.csv', { searchParams: searchParamsOf(filters) }));
    },

    /** GET admin/orders/{number}/: items, amounts, payment, timeline and audit records. */
    order: (number: string) => parse(AdminOrderResponseSchema, api.get(orderPath(number))),

    /** POST admin/orders/{number}/mark-paid/: the invoice was paid; access starts. */
    markOrderPaid: (number: string, body: AdminOrderMarkPaid) =>
      parse(AdminOrderResponseSchema, api.post(orderPath(number, 'mark-paid/'), { json: body })),

    /** POST admin/orders/{number}/void/: the invoice will not be paid. */
    voidOrderInvoice: (number: string, body: AdminOrderVoid) =>
      parse(AdminOrderResponseSchema, api.post(orderPath(number, 'void/'), { json: body })),

    /** POST admin/orders/{number}/resend-invoice/: the invoice mailed again. */
    resendOrderInvoice: (number: string, body: AdminOrderNote = {}) =>
      parse(AdminOrderResentResponseSchema, api.post(orderPath(number, 'resend-invoice/'), { json: body })),

    /** POST admin/orders/{number}/refund/: a paid card order refunded through its provider. */
    refundOrder: (number: string, body: AdminOrderRefund) =>
      parse(AdminOrderResponseSchema, api.post(orderPath(number, 'refund/'), { json: body })),

    /** POST admin/orders/{number}/credit-notes/: a credit note for part of a paid order (issue 46). */
    creditOrder: (number: string, body: AdminOrderCredit) =>
      parse(AdminOrderResponseSchema, api.post(orderPath(number, 'credit-notes/'), { json: body })),

    /** GET billing/invoices/{number}/pdf/: the invoice as issued. */
    invoicePdf: (invoiceNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/invoices/${encodeURIComponent(invoiceNumber)}/pdf/`)),

    /** GET billing/invoices/{number}/e-invoice/: the invoice as EN 16931 XML (CII; issue 46). */
    eInvoice: (invoiceNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/invoices/${encodeURIComponent(invoiceNumber)}/e-invoice/`)),

    /** GET billing/orders/{number}/receipt/pdf/: the receipt of a paid card or bank order (no invoice). */
    receiptPdf: (orderNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/orders/${encodeURIComponent(orderNumber)}/receipt/pdf/`)),

    /** GET billing/credit-notes/{number}/pdf/: a credit note correcting an order (issue 46). */
    creditNotePdf: (creditNoteNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/credit-notes/${encodeURIComponent(creditNoteNumber)}/pdf/`)),
  };
}
