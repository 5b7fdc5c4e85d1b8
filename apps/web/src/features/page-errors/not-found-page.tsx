import { buttonClassName } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { pageTitle } from '../../lib/site';
import styles from './page-errors.module.css';

/** SPEC §2: any unknown path. */
export function NotFoundPage() {
  return (
    <section className={styles.section} aria-labelledby="not-found-title">
      {/* React puts it into the document's head, over the title of the page that was shown. */}
      <title>{pageTitle('Page not found')}</title>
      <h1 id="not-found-title">Error 404: Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Back to home
      </Link>
    </section>
  );
}
