import { Alert, FormCard } from '@firm/ui';
import { lazy, Suspense } from 'react';
import { loadQueryClient } from '../../lib/queries';
import { LoginForm } from './login-form';
import { LOGIN_NOTICE_ALERTS, subscribeNotice } from './login-notice';
import type { LoginNotice, SubscribeIntent } from './login-search';

/** The notice names the chosen type from the catalogue, read through the query client: both load with it. */
const SubscribeNotice = lazy(() =>
  Promise.all([import('./subscribe-notice'), loadQueryClient()]).then(([module]) => ({
    default: module.SubscribeNotice,
  })),
);

export interface LoginPageProps {
  /** Why the visitor was sent here: enrolment confirmed, password changed, or too many wrong codes. */
  notice?: LoginNotice | undefined;
  /** The report type and licence a visitor chose before being asked to sign in. */
  intent?: SubscribeIntent | undefined;
  /** The client page to open once signed in (a report's link from an alert mail). */
  returnTo?: string | undefined;
}

export function LoginPage({ notice, intent, returnTo }: LoginPageProps) {
  const alert = notice ? LOGIN_NOTICE_ALERTS[notice] : undefined;
  return (
    <FormCard
      title="Client Login"
      lead="Sign in to read, download and search the reports your organisation subscribes to."
    >
      {alert ? <Alert tone={alert.tone}>{alert.message}</Alert> : null}
      {intent ? (
        <Suspense fallback={<Alert tone="info">{subscribeNotice(undefined)}</Alert>}>
          <SubscribeNotice reportTypeId={intent.reportTypeId} />
        </Suspense>
      ) : null}
      <LoginForm intent={intent} returnTo={returnTo} />
    </FormCard>
  );
}
