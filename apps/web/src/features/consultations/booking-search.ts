import { oneOf, searchParams, text, type SearchOf } from '../../lib/search-params';

/**
 * What /client/consultations' search params keep of a booking being chosen: the length, the analyst and the day,
 * so a visitor sent to sign in comes back to the same choice, and a choice can be linked to (the services page's
 * offers).
 */
const bookingSearch = {
  length: oneOf(['15', '30', '60'] as const),
  analyst: text((value) => value === 'any' || /^[1-9]\d{0,9}$/.test(value)),
  day: text((value) => /^\d{4}-\d{2}-\d{2}$/.test(value)),
};

export const readBookingSearch = searchParams(bookingSearch);

export type BookingSearch = SearchOf<typeof bookingSearch>;
