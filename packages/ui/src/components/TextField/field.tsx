/** Label, hint, error and their ARIA wiring: the parts TextField and PasswordField share. Not exported. */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { FieldError } from '../FieldError';
import styles from './TextField.module.css';

export { styles as fieldStyles };

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Caller's own ids first, then hint, then error; undefined when there is nothing to describe. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids and ARIA wiring of a labelled input with an optional hint and error. */
export function useFieldIds(options: {
  id: string | undefined;
  hint: ReactNode;
  error: string | undefined;
  describedBy: string | undefined;
}): FieldIds {
  const generatedId = useId();
  const inputId = options.id ?? generatedId;
  const hasHint = options.hint !== undefined && options.hint !== null && options.hint !== '';
  const invalid = Boolean(options.error);
  const hintId = hasHint ? `${inputId}-hint` : undefined;
  const errorId = invalid ? `${inputId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy, invalid };
}

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  children: ReactNode;
}

/** Label above, hint under the label, the control, then the error message. */
export function FieldShell({ ids, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      {ids.hintId && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>{children}</div>
      {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
