import { FirmTerms } from '@firm/domain';
import { getRouteApi } from '@tanstack/react-router';
import { BookingForm, type PaymentSlot } from './booking-form';
import { readBookingSearch } from './booking-search';
import { SessionsList } from './sessions-list';
import styles from './consultations.module.css';

const route = getRouteApi('/client/consultations');

/**
 * SPEC §2's Consultations page (its heading kept), filled by issue 43: the member's sessions, and booking a new
 * one with the firm's analysts.
 */
export function ConsultationsPage({ payment }: { payment: PaymentSlot }) {
  const search = readBookingSearch(route.useSearch());
  const navigate = route.useNavigate();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Consultations</h1>
      <SessionsList />
      <section aria-labelledby="book-consultation" className={styles.panel}>
        <h2 id="book-consultation" className={styles.heading}>
          Book a consultation
        </h2>
        <p className={styles.lead}>
          A private session of 15, 30 or 60 minutes with one of our analysts, by video call. Times are shown
          in your time zone. Sessions can be moved or cancelled up to {FirmTerms.cancellationNoticeHours}{' '}
          hours before they start.
        </p>
        <BookingForm
          search={search}
          onSearchChange={(change) =>
            void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true })
          }
          payment={payment}
        />
      </section>
    </div>
  );
}
