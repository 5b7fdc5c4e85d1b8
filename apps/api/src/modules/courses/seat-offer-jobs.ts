import type { Db } from '../../platform/database/database.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

/** Offers a session's free seats to its waiting list (decision 036); safe to run twice. */
export const seatOffersJob = defineJob<{ sessionId: number }>('courses.seat-offers');

/** Ends an offer that was not taken up by its `expires_at`, and offers its seats to the next in line. */
export const seatOfferExpiryJob = defineJob<{ offerId: number }>('courses.seat-offer-expiry');

/**
 * The hourly look at every waiting list, keyed by its hour: seats freed by a change no event tells the courses area
 * of (an invoice voided, a payment failed) reach the waiting list within the hour.
 */
export const waitingListSweepJob = defineJob<{ hour: string }>('courses.waiting-list-sweep');

/** Queues the offer of a session's free seats at `at` (now by default), once per session and instant. */
export const queueSeatOffers = (jobs: JobQueue, tx: Db, sessionId: number, at: Date) =>
  jobs.enqueue(
    tx,
    seatOffersJob,
    { sessionId },
    { runAt: at, uniqueKey: `course-offers:${sessionId}:${at.getTime()}` },
  );
