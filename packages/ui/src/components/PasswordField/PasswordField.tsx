import { useState } from 'react';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import { cx } from '../../internal/cx';
import type { TextFieldProps } from '../TextField';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a show/hide toggle inside the field. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        // Shown passwords must not go to spell-check services or be "corrected".
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        {...rest}
        id={ids.inputId}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cx(fieldStyles.input, styles.input, className)}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
      {/* type="button": toggling must never submit the surrounding form. The label alone says the state
          (a changing label plus aria-pressed would announce it twice). */}
      <button
        type="button"
        className={cx(fieldStyles.inputButton, styles.toggle)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={ids.inputId}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </FieldShell>
  );
}
