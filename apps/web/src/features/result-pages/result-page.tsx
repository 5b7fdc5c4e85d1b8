import { buttonClassName } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './result-page.module.css';

export type ResultTone = 'success' | 'error' | 'processing' | 'invoice';

const ICON_PATHS: Record<ResultTone, string> = {
  success: 'M7.5 12.5l3 3 6-6.5',
  error: 'M8.5 8.5l7 7m0-7l-7 7',
  processing: 'M12 7v5l3 2',
  invoice: 'M6.5 8.5h11v8h-11zM6.5 8.5l5.5 4.5 5.5-4.5',
};

function ResultIcon({ tone }: { tone: ResultTone }) {
  return (
    <svg
      className={styles.icon}
      data-tone={tone}
      viewBox="0 0 24 24"
      width="72"
      height="72"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" />
      <path d={ICON_PATHS[tone]} />
    </svg>
  );
}

/**
 * SPEC §2 result page: what happened to the payment, a line or two more, and the HOME PAGE button to /, with an
 * optional second action beside it.
 */
export function ResultPage({
  tone,
  title,
  children,
  secondaryAction,
}: {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  /** A link beside HOME PAGE, e.g. to the Report Library. */
  secondaryAction?: { to: '/client/report-library'; label: string } | undefined;
}) {
  return (
    <section className={styles.section} aria-labelledby="result-title">
      <ResultIcon tone={tone} />
      <h1 id="result-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName('primary')}>
          HOME PAGE
        </Link>
        {secondaryAction ? (
          <Link to={secondaryAction.to} className={buttonClassName('secondary')}>
            {secondaryAction.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
