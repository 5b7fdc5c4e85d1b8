import { OrderDetails } from './order-details';
import { ResultPage } from './result-page';

const REPORT_LIBRARY = { to: '/client/report-library', label: 'Report Library' } as const;

/** SPEC §2 after a card payment went through, with the order it made when the checkout names it. */
export function PaymentSucceededPage({ orderNumber }: { orderNumber?: string | undefined }) {
  return (
    <ResultPage tone="success" title="Payment completed successfully" secondaryAction={REPORT_LIBRARY}>
      <p>Thank you for your purchase.</p>
      {orderNumber ? <OrderDetails orderNumber={orderNumber} /> : null}
      <p>Your reports are waiting for you in the Report Library.</p>
    </ResultPage>
  );
}

/** SPEC §2 after a payment attempt broke down. */
export function PaymentFailedPage() {
  return (
    <ResultPage tone="error" title="Your payment failed">
      <p>Try again later.</p>
    </ResultPage>
  );
}

/** SPEC §2/§9 after a U.S. bank transfer was started: it settles in 4–5 working days. */
export function PaymentProcessingPage({ orderNumber }: { orderNumber?: string | undefined }) {
  return (
    <ResultPage tone="processing" title="Your payment has been initiated and is currently processing">
      <p>Bank transfers complete in 4–5 working days.</p>
      {orderNumber ? <OrderDetails orderNumber={orderNumber} /> : null}
      <p>Your reports open in the Report Library once the payment has arrived.</p>
    </ResultPage>
  );
}

/** SPEC §2 after an order paid by invoice (DESIGN §4: the corrected 'Invoice sent successfully'). */
export function InvoiceSentPage() {
  return (
    <ResultPage tone="invoice" title="Invoice sent successfully">
      <p>Please check your inbox.</p>
    </ResultPage>
  );
}
