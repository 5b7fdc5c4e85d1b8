import { STAFF_ROLE_LABELS } from '@firm/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { staffMeQueryOptions } from '../../data/staff';
import { areaLabels } from '../../lib/areas';

/** For a role none of whose areas the back office shows yet (an editor, today): what the role covers. */
export function NoAreaPage() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const labels = areaLabels(me.reads);
  return (
    <>
      <title>Admin dashboard | Back office</title>
      <h1>Admin dashboard</h1>
      <p>
        You are signed in as {STAFF_ROLE_LABELS[me.staff_role].toLowerCase()}.{' '}
        {labels.length > 0
          ? `Your role covers ${labels.join(', ')}; the back office does not show these areas yet.`
          : 'Your role covers no area of the back office.'}
      </p>
    </>
  );
}
