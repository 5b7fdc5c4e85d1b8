import { Alert } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { reportTypesQueryOptions } from '../../data/report-types';
import { findReportType } from '../../lib/report-types';
import { subscribeNotice } from './login-notice';

/** Says why SUBSCRIBE NOW led here, naming the report type once the catalogue has come (a general line till then). */
export function SubscribeNotice({ reportTypeId }: { reportTypeId: number }) {
  const types = useQuery(reportTypesQueryOptions());
  const name = types.data ? findReportType(types.data, reportTypeId)?.report_type_name : undefined;
  return <Alert tone="info">{subscribeNotice(name)}</Alert>;
}
