import type { Db } from '../../platform/database/database.js';
import { seatsTaken } from '../commerce';
import { waitingListRepository } from './waiting-list-repository.js';

/** A session's seats not taken: never below none. */
export const seatsLeftOf = (capacity: number, taken: number | undefined): number =>
  Math.max(0, capacity - (taken ?? 0));

/**
 * The seats taken at `now` in each of the sessions, by id (decision 036): those orders hold (commerce's count) and
 * those open waiting-list offers hold. An organisation's own offers are not counted when `exceptTenant` names it:
 * those seats are its to buy.
 */
export async function seatsTakenIn(
  db: Db,
  sessionIds: readonly number[],
  now: Date,
  exceptTenant?: string,
): Promise<Map<number, number>> {
  const ordered = await seatsTaken(db, sessionIds, now);
  const offered = await waitingListRepository.offeredSeats(db, sessionIds, now, exceptTenant);
  return new Map(sessionIds.map((id) => [id, (ordered.get(id) ?? 0) + (offered.get(id) ?? 0)] as const));
}
