import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import { cx } from '../../internal/cx';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  /** Validation message: shown under the field, sets aria-invalid and aria-describedby. */
  error?: string;
  /** Help text between the label and the textarea, also read as its description. */
  hint?: ReactNode;
  /** Visible lines. Defaults to 3. */
  rows?: number;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box, wired like TextField. */
export function TextArea({
  label,
  error,
  hint,
  id,
  rows = 3,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.inputId}
        rows={rows}
        className={cx(fieldStyles.input, styles.textarea, className)}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
