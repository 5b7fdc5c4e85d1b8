import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { takeReaderData } from '../lib/served-data';

/**
 * When the signed-in reader's previous visit began (GET accounts/last-visit/): reports that came since carry a
 * 'New' badge (issue 42). It does not change during a visit, so it is asked once; the Report Library's page comes
 * with it (lib/served-data.ts).
 */
export const lastVisitQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['last-visit', userId ?? 'visitor'],
    queryFn: async () =>
      (takeReaderData('lastVisit', userId) ?? (await api.lastVisit())).data.previous_visit_at,
    // Asked once the session names its reader: the page's served answer is that reader's alone.
    enabled: userId !== undefined,
    staleTime: Infinity,
    meta: { failure: 'Loading the previous visit' },
  });
