import { sanitiseOtpInput } from '@firm/domain';
import { Alert, Button, CodeField, Fieldset } from '@firm/ui';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { CodeValues } from './code-form-resolver';
import styles from './code-form.module.css';

const resolver = lazyResolver(() => import('./code-form-resolver'));

export interface CodeFormProps {
  /** Under the label: which email holds the code. */
  hint: string;
  /** What to say about the code that was sent, announced when the form shows. */
  sentMessage: string;
  /** Checks the code; a rejection's message is shown above the button. */
  onVerify: (code: string) => Promise<unknown>;
  /** While true the form is locked: the code is being checked, or the page is moving on with it. */
  verifying: boolean;
  /**
   * Mails a new code; resolves what to say about it, a rejection's message is shown as a failure. Without it there
   * is no 'Resend code': the way back is where a new code is asked for.
   */
  onResend?: () => Promise<string>;
  resending?: boolean;
  /** The way back to the step before, e.g. 'Change your details'. */
  backLabel: string;
  onBack: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The mailed one-time code of enrolment, password reset (SPEC §4) and an email change. The input keeps digits
 * only, six at most (SPEC §5); a refused code shows why and the visitor may try again or ask for a new code. Its
 * three parts sit in a FormCard (or another column), whose gap spaces them.
 */
export function CodeForm({
  hint,
  sentMessage,
  onVerify,
  verifying,
  onResend,
  resending = false,
  backLabel,
  onBack,
}: CodeFormProps) {
  const [sent, setSent] = useState({ message: sentMessage, count: 1 });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    resetField,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver,
    defaultValues: { otp: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const otp = register('otp');
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = sanitiseOtpInput(event.target.value);
    // Rewritten only when something was dropped, so the caret stays put while typing digits.
    if (digits !== event.target.value) event.target.value = digits;
    clearErrors();
    setFailure(null);
    void otp.onChange(event);
  };

  const onSubmit = handleSubmit(async ({ otp: code }) => {
    setFailure(null);
    try {
      await onVerify(code);
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  const resend = async (mailAgain: () => Promise<string>) => {
    setFailure(null);
    try {
      const message = await mailAgain();
      // The earlier code no longer works: clear it so the new one is typed into an empty field.
      resetField('otp');
      setSent(({ count }) => ({ message, count: count + 1 }));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <>
      {/* A new element for every code sent, so the same words are announced again after a resend. */}
      <Alert key={sent.count} tone="info">
        {sent.message}
      </Alert>
      <form onFocus={resolver.preload} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Fieldset legend="The code from the email" disabled={verifying}>
          <CodeField
            label="Verification code"
            hint={hint}
            error={errors.otp?.message}
            {...otp}
            onChange={onCodeChange}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button type="submit" busy={verifying} busyLabel="VERIFYING..." className={styles.submit}>
            VERIFY
          </Button>
        </Fieldset>
      </form>
      <div className={styles.actions}>
        {onResend ? (
          <Button
            variant="secondary"
            busy={resending}
            busyLabel="SENDING..."
            disabled={verifying}
            onClick={() => void resend(onResend)}
          >
            Resend code
          </Button>
        ) : null}
        <Button variant="ghost" disabled={verifying || resending} onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </>
  );
}
