import type { SuspensionOrigin } from '@firm/domain';
import { ForbiddenError } from '../../platform/errors.js';

/**
 * Who suspended a member, as every rule reads it (issue 39): null while they are not suspended. A suspension with
 * no origin recorded was made in the database, not by the organisation (whose suspensions always record theirs),
 * so it counts as the firm's: only the firm lifts it.
 */
export function suspensionOf(member: {
  status: string;
  suspendedBy: SuspensionOrigin | null;
}): SuspensionOrigin | null {
  if (member.status !== 'disabled') return null;
  return member.suspendedBy ?? 'firm';
}

/**
 * Refuses the organisation's owner and admins what would lift a suspension of the firm's (issue 39): reactivating
 * the member, or removing them (the address, invited again, would join afresh). 403 with `message`; nothing changes.
 */
export function assertNotSuspendedByFirm(
  member: { status: string; suspendedBy: SuspensionOrigin | null },
  message: string,
): void {
  if (suspensionOf(member) === 'firm') throw new ForbiddenError(message);
}
