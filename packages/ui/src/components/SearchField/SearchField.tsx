import { useRef } from 'react';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import type { TextFieldProps } from '../TextField';
import { assignRef } from '../../internal/assign-ref';
import { cx } from '../../internal/cx';
import styles from './SearchField.module.css';

export interface SearchFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Shows a clear button while the field holds text; called when it is pressed (set the value to ''). */
  onClear?: () => void;
  /** Accessible name of the clear button. Defaults to 'Clear search'. */
  clearLabel?: string;
}

function SearchIcon() {
  return (
    <svg
      className={styles.searchIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg
      className={styles.clearIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 7l10 10M17 7L7 17" />
    </svg>
  );
}

/**
 * A labelled search input (`type="search"`, a searchbox) with a magnifier and, while it holds text and `onClear`
 * is given, a clear button that empties it and puts focus back in the field. Wired like TextField.
 */
export function SearchField({
  label,
  error,
  hint,
  id,
  className,
  disabled,
  value,
  onClear,
  clearLabel = 'Clear search',
  ref,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: SearchFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const clearable = onClear !== undefined && value !== undefined && String(value) !== '';
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <SearchIcon />
      <input
        autoComplete="off"
        enterKeyHint="search"
        {...rest}
        ref={(element) => {
          inputRef.current = element;
          assignRef(ref, element);
        }}
        id={ids.inputId}
        type="search"
        value={value}
        disabled={disabled}
        className={cx(fieldStyles.input, styles.input, className)}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
      {clearable ? (
        <button
          type="button"
          className={cx(fieldStyles.inputButton, styles.clear)}
          aria-label={clearLabel}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={() => {
            onClear();
            inputRef.current?.focus();
          }}
        >
          <ClearIcon />
        </button>
      ) : null}
    </FieldShell>
  );
}
