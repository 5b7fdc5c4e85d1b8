/** What the invoice service says (SPEC's result page, and to staff and the CLI). */
export const InvoiceMessages = {
  /** DESIGN §4 deviation: the result page's 'Invoice send successfully', spelt right. */
  sent: 'Invoice sent successfully',
  unknown: (invoiceNumber: string) => `There is no invoice ${invoiceNumber}.`,
  cancelled: (invoiceNumber: string) => `Invoice ${invoiceNumber} was cancelled and cannot be paid.`,
  notAwaiting: (invoiceNumber: string, status: string) =>
    `Invoice ${invoiceNumber}'s order is ${status}; only an invoice awaiting payment is sent again.`,
  paidCannotVoid: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} is paid and cannot be voided; its subscriptions have started.`,
  /** Issue 17: finance waives a late fee by voiding its invoice, and says why. */
  lateFeeReason: 'Please give a reason to waive the late fee.',
} as const;
