import { z } from 'zod';
import { MAX_SEATS_PER_LINE, seatCount } from './course-words.js';

/** How long seats offered to a waiting organisation are held for it (issue 44): 48 hours, or until the session starts. */
export const SEAT_OFFER_HOURS = 48;

/** What the waiting list of a full session says (issue 44, decision 036). */
export const WaitingListMessages = {
  seats: `Choose how many seats you want, from 1 to ${MAX_SEATS_PER_LINE}.`,
  overCapacity: (capacity: number) => `This session has ${seatCount(capacity)} in all; choose fewer.`,
  seatsFree: 'Seats are free in this session: add them to your cart instead.',
  closed: 'The waiting list of this session is closed.',
  already: 'Your organisation is on this session’s waiting list already.',
  notFound: 'Waiting-list entry not found.',
  notYours:
    'Only the member who joined the waiting list and the organisation’s owner and admins change the entry.',
  joined: 'You are on the waiting list. We will write to you when seats are free.',
  left: 'You have left the waiting list.',
  declined: 'Offer declined: the seats go to the next on the waiting list.',
} as const;

/** POST courses/sessions/{id}/waiting-list/: how many seats the organisation wants. */
export const JoinWaitingListSchema = z.object({
  seats: z
    .number({ error: WaitingListMessages.seats })
    .int(WaitingListMessages.seats)
    .min(1, WaitingListMessages.seats)
    .max(MAX_SEATS_PER_LINE, WaitingListMessages.seats),
});
export type JoinWaitingListRequest = z.input<typeof JoinWaitingListSchema>;

/**
 * One of the organisation's places on a waiting list, as /client/courses shows it: the session, the seats wanted,
 * where it stands in line while it waits, and the seats held for it (until `expires_at`) once they are offered.
 */
export const WaitingListEntrySchema = z.object({
  id: z.number().int().positive(),
  session: z.object({
    id: z.number().int().positive(),
    course_title: z.string(),
    first_day: z.string(),
    last_day: z.string(),
    starts_at: z.string(),
  }),
  seats: z.number().int().positive(),
  state: z.enum(['waiting', 'offered']),
  /** 1 for the first in line; null once offered. */
  position: z.number().int().positive().nullable(),
  offer: z.object({ seats: z.number().int().positive(), expires_at: z.string() }).nullable(),
  /** Who joined: their name, or their address. */
  requested_by: z.string(),
  /** Whether the reader may leave the list or decline the offer (who joined, the owner and admins). */
  can_change: z.boolean(),
});
export type WaitingListEntry = z.infer<typeof WaitingListEntrySchema>;

/** GET courses/waiting-list/: the organisation's entries still waiting or offered, soonest session first. */
export const WaitingListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(WaitingListEntrySchema),
});
export type WaitingListResponse = z.infer<typeof WaitingListResponseSchema>;

export const WaitingListEntryResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: WaitingListEntrySchema,
});
export type WaitingListEntryResponse = z.infer<typeof WaitingListEntryResponseSchema>;

/** DELETE courses/waiting-list/{id}/: the entry left, or its offer declined. */
export const WaitingListLeftResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type WaitingListLeftResponse = z.infer<typeof WaitingListLeftResponseSchema>;
