import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/use-session';
import styles from './client-shell.module.css';

/** /client: where a client lands after signing in (SPEC §4), pointing on to the pages of the client area. */
export function ClientLanding() {
  const { userName } = useSession();
  return (
    <section aria-labelledby="client-title" className={styles.landing}>
      <h1 id="client-title">Welcome back{userName ? `, ${userName}` : ''}</h1>
      <p>This is your client area. From here you can:</p>
      <ul>
        <li>
          read and download your organisation&apos;s reports in the{' '}
          <Link to="/client/report-library">Report Library</Link>;
        </li>
        <li>
          go back to the reports you kept in your <Link to="/client/bookmarks">Bookmarks</Link>.
        </li>
      </ul>
    </section>
  );
}
