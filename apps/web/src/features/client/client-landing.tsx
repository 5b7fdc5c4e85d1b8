import { useSession } from '../../lib/use-session';
import styles from './client-shell.module.css';

/** /client: where a client lands after signing in. */
export function ClientLanding() {
  const { userName } = useSession();
  return (
    <section aria-labelledby="client-title" className={styles.landing}>
      <h1 id="client-title">Welcome back{userName ? `, ${userName}` : ''}</h1>
      <p>
        This is your client area. Your Report Library, bookmarks and the report archives will appear here as
        your organisation&apos;s subscriptions are set up.
      </p>
    </section>
  );
}
