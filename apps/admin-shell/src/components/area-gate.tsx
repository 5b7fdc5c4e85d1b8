import { STAFF_AREA_LABELS, type StaffArea } from '@firm/domain';
import { Alert } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staffMeQueryOptions } from '../data/staff';

/**
 * An area's page, or a clear refusal when the signed-in role does not read it (someone followed a link or typed
 * the address). The API refuses the area's calls anyway; this says so before any is made.
 */
export function AreaGate({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  if (me.reads.includes(area)) return children;
  return (
    <>
      <title>{`${STAFF_AREA_LABELS[area]} | Back office`}</title>
      <h1>{STAFF_AREA_LABELS[area]}</h1>
      <Alert tone="info">Your role does not include this area.</Alert>
    </>
  );
}
