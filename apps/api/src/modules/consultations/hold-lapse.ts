import { defineJob } from '../../platform/jobs/queue.js';

/**
 * A hold's end (issue 43): due when the hold runs out; lets the time go unless the session was booked, and cancels
 * the payment the booker started. Keyed per consultation, and safe to run twice.
 */
export const holdLapseJob = defineJob<{ consultationId: number }>('consultations.hold-lapse');
