import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Alert.module.css';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Defaults to 'info'. 'error' is announced at once (role="alert"), the others politely (role="status"). */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
}

const ICON_PATHS: Record<AlertTone, string> = {
  error: 'M12 7v6m0 4h.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v6m0-10h.01',
};

function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={ICON_PATHS[tone]} />
    </svg>
  );
}

/** A message about the page or a form as a whole (field messages use FieldError). */
export function Alert({ tone = 'info', title, children, className, ...rest }: AlertProps) {
  return (
    <div
      {...rest}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles[tone], className)}
    >
      <ToneIcon tone={tone} />
      <div className={styles.body}>
        {title !== undefined && title !== null && title !== '' && <p className={styles.title}>{title}</p>}
        {children !== undefined && children !== null && children !== '' && (
          <div className={styles.content}>{children}</div>
        )}
      </div>
    </div>
  );
}
