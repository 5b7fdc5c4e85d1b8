import { buttonClassName } from '@firm/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error';
import { logFailure } from '../../lib/log-failure';
import { pageTitle } from '../../lib/site';
import styles from './page-errors.module.css';

/**
 * SPEC §2: the generic error page, shown in place of a page that failed (its code, its data or its rendering) inside
 * the frame around it. The error itself is only logged: no stack trace reaches the visitor.
 */
export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  useEffect(() => logFailure('Showing the page', error), [error]);
  // After a deploy the open page may ask for code that no longer exists: a reload fetches the new version.
  const outdated = isChunkLoadError(error);

  return (
    <section className={styles.section} aria-labelledby="error-page-title">
      {/* React puts it into the document's head, over the title of the page that failed. */}
      <title>{pageTitle(outdated ? 'Site updated' : 'Page error')}</title>
      <h1 id="error-page-title">
        {outdated ? 'This site has been updated' : 'Sorry, this page could not be shown'}
      </h1>
      <p>
        {outdated
          ? 'A newer version of the site was published while you had it open. Reload the page to continue.'
          : 'An error on our side stopped this page from loading. Please try again later, or start again from the home page.'}
      </p>
      <div className={styles.actions}>
        {outdated ? (
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        ) : null}
        {/* A full page load, not a client-side navigation: it also recovers an app whose code is outdated. */}
        <a href="/" className={buttonClassName(outdated ? 'secondary' : 'primary')}>
          Back to home
        </a>
      </div>
    </section>
  );
}
