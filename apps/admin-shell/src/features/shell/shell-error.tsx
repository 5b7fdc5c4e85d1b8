import { FIRM_NAME } from '@firm/domain';
import { Alert, AppBar, Button } from '@firm/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../../lib/error-message';
import { signOut } from './admin-layout';
import styles from './admin-layout.module.css';

/** Who is signed in could not be read (the API refused or did not answer): say so, and offer Logout. */
export function ShellError({ error }: ErrorComponentProps) {
  return (
    <div className={styles.shell}>
      <AppBar brand={<a href="/">{FIRM_NAME}</a>}>
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      </AppBar>
      <main id="main" className={styles.main}>
        <h1>Admin dashboard</h1>
        <Alert tone="error">
          {errorMessage(error, 'The back office could not be loaded. Please try again.')}
        </Alert>
        <p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </p>
      </main>
    </div>
  );
}
