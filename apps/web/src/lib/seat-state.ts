/**
 * What a signed-in client may do about a report type (issue 15): open it (a seat: SPEC §3 report_access), ask the
 * administrator for a seat (the organisation runs a subscription to it, but without a seat for them: the library's
 * organisation_access), or buy it (PURCHASE, SUBSCRIBE NOW).
 */
export type SeatState = 'seated' | 'ask-for-seat' | 'buy';

export function seatState(
  reportTypeId: number,
  reportAccess: readonly number[],
  organisationAccess: readonly number[],
): SeatState {
  if (reportAccess.includes(reportTypeId)) return 'seated';
  if (organisationAccess.includes(reportTypeId)) return 'ask-for-seat';
  return 'buy';
}
