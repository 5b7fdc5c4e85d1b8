import type { AuditRequest } from '@firm/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

export const auditQueryOptions = (request: AuditRequest) =>
  queryOptions({ queryKey: ['admin', 'audit', request], queryFn: () => api.admin.audit(request) });
