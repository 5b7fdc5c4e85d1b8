import { Alert, FormCard } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { reportTypesQueryOptions } from '../../data/report-types';
import { findReportType } from '../../lib/report-types';
import { LoginForm } from './login-form';
import { LOGIN_NOTICE_ALERTS, subscribeNotice } from './login-notice';
import type { LoginNotice, SubscribeIntent } from './login-search';

export interface LoginPageProps {
  /** Why the visitor was sent here: enrolment confirmed, password changed, or too many wrong codes. */
  notice?: LoginNotice | undefined;
  /** The report type and licence a visitor chose before being asked to sign in. */
  intent?: SubscribeIntent | undefined;
}

export function LoginPage({ notice, intent }: LoginPageProps) {
  const alert = notice ? LOGIN_NOTICE_ALERTS[notice] : undefined;
  return (
    <FormCard
      title="Client Login"
      lead="Sign in to read, download and search the reports your organisation subscribes to."
    >
      {alert ? <Alert tone={alert.tone}>{alert.message}</Alert> : null}
      {intent ? <SubscribeNotice reportTypeId={intent.reportTypeId} /> : null}
      <LoginForm intent={intent} />
    </FormCard>
  );
}

/** Says why SUBSCRIBE NOW led here, naming the report type once the catalogue has come (a general line till then). */
function SubscribeNotice({ reportTypeId }: { reportTypeId: number }) {
  const types = useQuery(reportTypesQueryOptions());
  const name = types.data ? findReportType(types.data, reportTypeId)?.report_type_name : undefined;
  return <Alert tone="info">{subscribeNotice(name)}</Alert>;
}
