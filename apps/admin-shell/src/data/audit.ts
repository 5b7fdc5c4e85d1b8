import type { AuditRequest } from '@firm/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

export const auditKey = ['admin', 'audit'] as const;

export const auditQueryOptions = (request: AuditRequest) =>
  queryOptions({ queryKey: [...auditKey, request], queryFn: () => api.admin.audit(request) });
