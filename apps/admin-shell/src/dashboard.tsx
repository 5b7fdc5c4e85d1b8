import { ApiRequestError } from '@firm/api-client';
import { FIRM_NAME } from '@firm/domain';
import { Alert, AppBar, Button, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import styles from './dashboard.module.css';

/** The admin landing: who is signed in, head counts from the API, and sign-out. */
export function Dashboard() {
  const { userName } = api.session.read();
  const summary = useQuery({ queryKey: ['admin', 'summary'], queryFn: () => api.adminSummary() });

  async function signOut() {
    await api.logout();
    window.location.assign('/login');
  }

  return (
    <div className={styles.shell}>
      <AppBar brand={<a href="/">{FIRM_NAME}</a>}>
        <span>{userName ?? 'Administrator'}</span>
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      </AppBar>
      <main className={styles.main}>
        <h1>Admin dashboard</h1>
        {summary.isPending ? <Spinner label="Loading the summary" /> : null}
        {summary.isError ? (
          <Alert tone="error">
            {summary.error instanceof ApiRequestError && summary.error.serverMessage
              ? summary.error.serverMessage
              : 'The summary could not be loaded. Please try again.'}
          </Alert>
        ) : null}
        {summary.isSuccess ? (
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Client organisations</dt>
              <dd>{summary.data.data.tenants}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Client users</dt>
              <dd>{summary.data.data.clients}</dd>
            </div>
          </dl>
        ) : null}
      </main>
    </div>
  );
}
