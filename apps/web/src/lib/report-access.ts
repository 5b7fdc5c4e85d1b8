import { isClientSession } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { clientQueryKeys } from './client-query-keys';
import { logFailure } from './log-failure';
import { useSession } from './use-session';

const NONE: readonly number[] = [];

export interface ReportAccess {
  /** The report types the user holds a seat on (SPEC §3 report_access). */
  reportAccess: readonly number[];
  /** The report types the organisation runs a subscription to, seat or not (issue 15). */
  organisationAccess: readonly number[];
}

/**
 * The signed-in user's access, from the library's answer, for SUBSCRIBED buttons and 'ask for a seat' outside the
 * library. Nothing for a visitor; a failure is only logged.
 */
export function useReportAccess(): ReportAccess {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({
    queryKey: [...clientQueryKeys.library, 'access', values.id],
    queryFn: async () => {
      const page = await api.reportLibrary({ page: 1 });
      return { reportAccess: page.report_access, organisationAccess: page.organisation_access };
    },
    enabled,
  });
  useEffect(() => {
    if (query.error) logFailure('Loading the report access', query.error);
  }, [query.error]);
  const data = enabled ? query.data : undefined;
  return { reportAccess: data?.reportAccess ?? NONE, organisationAccess: data?.organisationAccess ?? NONE };
}
