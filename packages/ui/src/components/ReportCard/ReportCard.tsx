import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner';
import styles from './ReportCard.module.css';

export interface ReportCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The report's name: the card's heading. */
  title: string;
  /** Level of the heading, to fit the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** A short line above the title, e.g. the report type. */
  eyebrow?: ReactNode;
  /**
   * A short state label shown as a badge beside the eyebrow, e.g. 'Expired'. It is text, so the state does not
   * rest on colour alone and is read out with the card.
   */
  badge?: ReactNode;
  /** The publication date as the page writes it, e.g. '3.16.26' or 'N/A'. */
  date: string;
  /** The machine-readable date (ISO) for `<time dateTime>`; without it the date is plain text. */
  dateTime?: string | null;
  summary: ReactNode;
  /** Buttons or links under the summary, e.g. DOWNLOAD and OPEN. */
  actions?: ReactNode;
  /** Whether the report is bookmarked: the toggle's `aria-pressed`. */
  bookmarked?: boolean;
  /** Shows the bookmark toggle; called when it is pressed. */
  onBookmarkToggle?: () => void;
  /** While a bookmark change is under way: the toggle ignores presses and is marked busy (it keeps focus). */
  bookmarkBusy?: boolean;
  /** Accessible name of the toggle. Defaults to 'Bookmark {title}'. */
  bookmarkLabel?: string;
  /** The root element. Defaults to 'article'; use 'li' inside a `<ul>` of cards. */
  as?: 'article' | 'li' | 'div';
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </svg>
  );
}

/**
 * One report in a list: its name, publication date, a summary, actions, and a bookmark toggle (a button with
 * `aria-pressed`, so its name stays the same and its state is read out).
 */
export function ReportCard({
  title,
  headingLevel = 3,
  eyebrow,
  badge,
  date,
  dateTime,
  summary,
  actions,
  bookmarked = false,
  onBookmarkToggle,
  bookmarkBusy = false,
  bookmarkLabel,
  as: Root = 'article',
  className,
  ...rest
}: ReportCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root {...rest} className={cx(styles.card, className)}>
      <div className={styles.header}>
        <div className={styles.heading}>
          {eyebrow || badge ? (
            <div className={styles.labels}>
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              {badge ? <p className={styles.badge}>{badge}</p> : null}
            </div>
          ) : null}
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.date}>
            <span className="visually-hidden">Published </span>
            {dateTime ? <time dateTime={dateTime}>{date}</time> : date}
          </p>
        </div>
        {onBookmarkToggle ? (
          <button
            type="button"
            className={styles.bookmark}
            aria-pressed={bookmarked}
            aria-label={bookmarkLabel ?? `Bookmark ${title}`}
            aria-busy={bookmarkBusy || undefined}
            aria-disabled={bookmarkBusy || undefined}
            // Not `disabled`: a disabled button drops keyboard focus to the page.
            onClick={bookmarkBusy ? undefined : onBookmarkToggle}
          >
            {bookmarkBusy ? (
              // aria-busy already says it; the spinner is only for sight.
              <span aria-hidden="true">
                <Spinner size="small" />
              </span>
            ) : (
              <BookmarkIcon filled={bookmarked} />
            )}
          </button>
        ) : null}
      </div>
      <div className={styles.summary}>{summary}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Root>
  );
}
