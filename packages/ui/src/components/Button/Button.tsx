import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Defaults to 'primary'. */
  variant?: ButtonVariant;
  /** Disables the button, sets aria-busy and shows a spinner with `busyLabel`. */
  busy?: boolean;
  /** Shown instead of the children while busy, e.g. 'SIGNING IN...'; falls back to the children. */
  busyLabel?: ReactNode;
}

/** The class names of a button, for elements that must look like one (a router `<Link>`, say). */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return cx(styles.button, styles[variant]);
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={cx(buttonClassName(variant), className)}
    >
      {busy ? (
        <>
          {/* The button's own label says what is happening; a second "Loading" would only add noise. */}
          <span aria-hidden="true" className={styles.spinner}>
            <Spinner size="small" />
          </span>
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
