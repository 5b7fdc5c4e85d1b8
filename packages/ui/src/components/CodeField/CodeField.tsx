import type { CSSProperties, ReactNode, Ref } from 'react';
import type { TextFieldProps } from '../TextField';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import { cx } from '../../internal/cx';
import styles from './CodeField.module.css';

export interface CodeFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'> {
  /** Visible label, tied to the input, e.g. 'Verification code'. */
  label: ReactNode;
  /**
   * The code's length, which sizes the field. Defaults to 6. Not a native maxlength: a pasted '123 456' must reach
   * the change handler whole, to be cleaned there, instead of being cut short by the browser.
   */
  length?: number;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input for a one-time code sent by email or text message: phones show the number pad and offer the
 * code they received (autocomplete one-time-code). It takes what is typed or pasted as given: keep the digits (and
 * at most `length` of them) in the change handler.
 */
export function CodeField({
  label,
  error,
  hint,
  id,
  length = 6,
  autoComplete = 'one-time-code',
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: CodeFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        // A code is not a word: no spell-check, no capitals, no "corrections".
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        {...rest}
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        className={cx(fieldStyles.input, styles.input, className)}
        style={{ ...rest.style, '--code-length': length } as CSSProperties}
        aria-invalid={ids.invalid ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
