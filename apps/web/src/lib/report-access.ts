import { isClientSession } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { clientQueryKeys } from './client-query-keys';
import { logFailure } from './log-failure';
import { useSession } from './use-session';

const NONE: readonly number[] = [];

/**
 * The report types the signed-in user's organisation subscribes to (SPEC §3 report_access, from the library's
 * answer), for SUBSCRIBED buttons outside the library. Nothing for a visitor; a failure is only logged.
 */
export function useReportAccess(): readonly number[] {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({
    queryKey: [...clientQueryKeys.library, 'access', values.id],
    queryFn: async () => (await api.reportLibrary({ page: 1 })).report_access,
    enabled,
  });
  useEffect(() => {
    if (query.error) logFailure('Loading the report access', query.error);
  }, [query.error]);
  return (enabled ? query.data : undefined) ?? NONE;
}
