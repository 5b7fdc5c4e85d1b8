import { Alert, FormCard } from '@firm/ui';
import { LoginForm } from './login-form';
import { LOGIN_NOTICE_ALERTS, type LoginNotice } from './login-notice';

export interface LoginPageProps {
  /** Why the visitor was sent here: enrolment confirmed, password changed, or too many wrong codes. */
  notice?: LoginNotice | undefined;
}

export function LoginPage({ notice }: LoginPageProps) {
  const alert = notice ? LOGIN_NOTICE_ALERTS[notice] : undefined;
  return (
    <FormCard
      title="Client Login"
      lead="Sign in to read, download and search the reports your organisation subscribes to."
    >
      {alert ? <Alert tone={alert.tone}>{alert.message}</Alert> : null}
      <LoginForm />
    </FormCard>
  );
}
