import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from '../FieldError';
import { useFieldIds } from '../TextField/field';
import { cx } from '../../internal/cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Visible label beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** What ticking it means, under the label and read as the box's description. */
  hint?: ReactNode;
  /** Validation message: shown under the box, sets aria-invalid and aria-describedby. */
  error?: string;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with an optional hint and error, wired like TextField. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <div className={cx(styles.checkbox, className)}>
      <input
        {...rest}
        ref={ref}
        type="checkbox"
        id={ids.inputId}
        className={styles.box}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
      <div className={styles.text}>
        <label className={styles.label} htmlFor={ids.inputId}>
          {label}
        </label>
        {ids.hintId ? (
          <p id={ids.hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
