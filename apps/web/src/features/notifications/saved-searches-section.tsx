import { MAX_SAVED_SEARCHES } from '@firm/domain';
import { Alert, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { savedSearchesQueryOptions } from '../../data/saved-searches';
import { useSession } from '../../data/session';
import { SavedSearchItem } from './saved-search-item';
import styles from './saved-searches.module.css';

/**
 * The profile's Saved searches section (issue 42): the archive searches the member keeps, each with its words, its
 * report type and how often its new reports are mailed, to open in the archive, change or delete. Every change's
 * message is announced in one status line.
 */
export function SavedSearchesSection() {
  const { id } = useSession();
  const query = useQuery(savedSearchesQueryOptions(id));
  const heading = useRef<HTMLHeadingElement>(null);
  // Counted, so the same message twice is a new node and announced again.
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setNotice((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const searches = query.data;

  return (
    <section id="saved-searches" aria-labelledby="saved-searches-title" className={styles.section}>
      <h2 id="saved-searches-title" ref={heading} tabIndex={-1} className={styles.heading}>
        Saved searches
      </h2>
      {/* Always present, so each change's message is announced when it appears. */}
      <p role="status" className={notice.text ? styles.notice : 'visually-hidden'}>
        <span key={notice.count}>{notice.text}</span>
      </p>
      {query.isPending ? (
        <Spinner label="Loading the saved searches" />
      ) : query.error || !searches ? (
        <Alert tone="error">Your saved searches could not be loaded. Please reload the page.</Alert>
      ) : searches.length === 0 ? (
        <p className={styles.lead}>
          You have no saved searches yet.{' '}
          <Link to="/client/report-archives" className={styles.link}>
            Search the archive
          </Link>{' '}
          and choose Save this search to hear about new reports it finds.
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            {searches.length} of {MAX_SAVED_SEARCHES} saved searches
          </p>
          <ul aria-label="Saved searches" className={styles.list}>
            {searches.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                onChanged={announce}
                onDeleted={(message) => {
                  announce(message);
                  focusHeading();
                }}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
