import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import { cx } from '../../internal/cx';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Validation message: shown under the field, sets aria-invalid and aria-describedby. */
  error?: string;
  /** Help text between the label and the select, also read as its description. */
  hint?: ReactNode;
  options: SelectOption[];
  /**
   * A first option with an empty value, disabled so it cannot be chosen again, e.g. 'SELECT COUNTRY'. Shown
   * until a choice is made: without `value` or `defaultValue` the select starts on it. Not for list boxes
   * (`multiple`, `size` above 1).
   */
  placeholder?: string;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLSelectElement>;
}

function ChevronIcon() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** A labelled native `<select>`, wired like TextField. */
export function Select({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  value,
  defaultValue,
  multiple,
  size,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  // With `multiple` or a `size` above 1 the options show as a list box: no chevron, and no placeholder.
  const listBox = Boolean(multiple) || (size ?? 0) > 1;
  const hasPlaceholder = placeholder !== undefined && placeholder !== '' && !listBox;
  // A browser selects the first option that is not disabled, so an uncontrolled select would skip the
  // placeholder: start it at '' instead. Never alongside `value` (React allows one or the other); '' is also
  // the default a form reset returns to. react-hook-form's ref still sets its own default after mount.
  const initialValue =
    hasPlaceholder && value === undefined && defaultValue === undefined ? '' : defaultValue;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <select
        {...rest}
        ref={ref}
        {...(value === undefined ? { defaultValue: initialValue } : { value })}
        multiple={multiple}
        size={size}
        id={ids.inputId}
        className={cx(fieldStyles.input, styles.select, listBox && styles.listBox, className)}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      >
        {hasPlaceholder && (
          <option value="" disabled className={styles.placeholder}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {!listBox && <ChevronIcon />}
    </FieldShell>
  );
}
