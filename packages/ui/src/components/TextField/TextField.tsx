import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell, fieldStyles, useFieldIds } from './field';
import { cx } from '../../internal/cx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Validation message: shown under the field, sets aria-invalid and aria-describedby. */
  error?: string;
  /** Help text between the label and the input, also read as the input's description. */
  hint?: ReactNode;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        {...rest}
        ref={ref}
        id={ids.inputId}
        type={type}
        className={cx(fieldStyles.input, className)}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
