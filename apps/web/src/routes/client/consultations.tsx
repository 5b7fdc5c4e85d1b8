import { createFileRoute } from '@tanstack/react-router';
import { payConsultation } from '../../data/consultations';
import { OrderPayment } from '../../features/checkout/order-payment';
import type { BookingSearch } from '../../features/consultations/booking-search';
import { ConsultationsPage } from '../../features/consultations/consultations-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/consultations')({
  // Read as it comes: the page checks each value (readBookingSearch) in its own chunk, so the rules stay out of the
  // route tree every page loads.
  validateSearch: (search: Record<string, unknown>) => search as BookingSearch,
  head: () => ({ meta: [{ title: pageTitle('Consultations') }] }),
  component: ConsultationsRoute,
});

/** Issue 43's consultations: a held time is paid with checkout's card form. */
function ConsultationsRoute() {
  return (
    <ConsultationsPage
      payment={(hold, onPaid) => (
        <OrderPayment
          payment={{ start: payConsultation(hold.id) }}
          amount={hold.price}
          onPaid={onPaid}
          cardOnly
        />
      )}
    />
  );
}
