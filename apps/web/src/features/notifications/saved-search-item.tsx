import { ALERT_FREQUENCY_LABELS, formatEventTime, type SavedSearch } from '@firm/domain';
import { Alert, Button } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeleteSavedSearchMutation } from '../../data/saved-searches';
import { failureMessage } from '../../lib/failure-message';
import { ALL_REPORT_TYPES, SavedSearchForm } from './saved-search-form';
import styles from './saved-searches.module.css';

export interface SavedSearchItemProps {
  search: SavedSearch;
  /** The server's message about a change, to announce. */
  onChanged: (message: string) => void;
  /** The search is deleted: its row is about to go, with the focus it held. */
  onDeleted: (message: string) => void;
}

/**
 * One saved search of the profile's list: what it searches for and how often it mails, a link that opens it in the
 * archive, an Edit form in its place, and Delete with a second step to confirm.
 */
export function SavedSearchItem({ search, onChanged, onDeleted }: SavedSearchItemProps) {
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The button that takes focus back once the row shows its facts again.
  const returnTo = useRef<'edit' | 'delete' | null>(null);
  const remove = useDeleteSavedSearchMutation();

  useEffect(() => {
    if (mode === 'confirm') keepButton.current?.focus();
    if (mode === 'view' && returnTo.current) {
      (returnTo.current === 'edit' ? editButton : deleteButton).current?.focus();
      returnTo.current = null;
    }
  }, [mode]);

  const backToView = (focus: 'edit' | 'delete') => {
    returnTo.current = focus;
    setMode('view');
  };

  return (
    <li className={styles.item}>
      <h3 id={titleId} className={styles.name}>
        {search.name}
      </h3>
      {mode === 'edit' ? (
        <SavedSearchForm
          search={search}
          onSaved={(message) => {
            onChanged(message);
            backToView('edit');
          }}
          onCancel={() => backToView('edit')}
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Words</dt>
              <dd>{search.pdf_search}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Report type</dt>
              <dd>{search.report_type_name ?? ALL_REPORT_TYPES}</dd>
            </div>
            <div className={styles.fact}>
              <dt>How often</dt>
              <dd>{ALERT_FREQUENCY_LABELS[search.frequency]}</dd>
            </div>
            {search.last_sent_at ? (
              <div className={styles.fact}>
                <dt>Last mail</dt>
                <dd>
                  <time dateTime={search.last_sent_at}>{formatEventTime(search.last_sent_at)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {mode === 'confirm' ? (
            <div role="group" aria-label={`Delete ${search.name}`} className={styles.confirm}>
              <p className={styles.question}>Delete this saved search? Its mails stop.</p>
              {remove.isError ? <Alert tone="error">{failureMessage(remove.error)}</Alert> : null}
              <div className={styles.actions}>
                <Button
                  busy={remove.isPending}
                  busyLabel="Deleting..."
                  className={styles.destructive}
                  onClick={() =>
                    remove.mutate(search.id, { onSuccess: (answer) => onDeleted(answer.message) })
                  }
                >
                  Yes, delete
                </Button>
                <Button
                  ref={keepButton}
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.reset();
                    backToView('delete');
                  }}
                >
                  Keep
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Link
                to="/client/report-archives"
                search={{
                  pdf_search: search.pdf_search,
                  report_type_name: search.report_type_name ?? undefined,
                }}
                aria-describedby={titleId}
                className={styles.link}
              >
                Open in the archive
              </Link>
              <Button
                ref={editButton}
                variant="secondary"
                aria-describedby={titleId}
                onClick={() => setMode('edit')}
              >
                Edit
              </Button>
              <Button
                ref={deleteButton}
                variant="ghost"
                aria-describedby={titleId}
                onClick={() => setMode('confirm')}
              >
                Delete
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
