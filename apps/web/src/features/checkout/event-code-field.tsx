import { Button, TextField } from '@firm/ui';
import styles from './billing.module.css';

/**
 * SPEC §2/§5 event code and APPLY: what is typed loses its spaces and turns upper case; Enter applies it rather
 * than placing the order. A refusal shows under the input.
 */
export function EventCodeField({
  code,
  onChange,
  onApply,
  pending,
  error,
  disabled,
}: {
  code: string;
  onChange: (typed: string) => void;
  onApply: () => void;
  pending: boolean;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <div className={styles.codeRow}>
      <TextField
        label="Event code"
        value={code}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!pending) onApply();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={error ?? undefined}
        disabled={disabled}
      />
      <Button
        variant="secondary"
        className={styles.apply}
        onClick={onApply}
        busy={pending}
        busyLabel="APPLYING..."
        disabled={disabled}
      >
        APPLY
      </Button>
    </div>
  );
}
