import { describe, expect, it } from 'vitest';
import { parseSearch } from '@firm/domain';
import { AuditSearchSchema, auditRequest } from './audit-search';

const parse = (searchStr: string) => AuditSearchSchema.parse(parseSearch(searchStr));
const STAFF = '0b6c5f0e-8a55-4c1e-9a3e-2f0a8d1b7c11';

describe('the audit log search params', () => {
  it('reads the filters a link carries', () => {
    expect(parse(`?action=inquiry_handled&staff=${STAFF}&page=2&direction=asc`)).toEqual({
      action: 'inquiry_handled',
      staff: STAFF,
      page: 2,
      direction: 'asc',
    });
  });

  it('asks for every change, newest first, page 1 when the URL says nothing', () => {
    expect(auditRequest(parse(''))).toEqual({ sort: 'occurred_at', direction: 'desc', page: 1 });
  });

  it('drops an unknown action and ids that are no ids', () => {
    expect(parse('?action=delete_everything&staff=42&tenant=x')).toEqual({});
  });
});
