import { OtpSchema, sanitiseOtpInput } from '@firm/domain';
import { Alert, Button, CodeField } from '@firm/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import styles from './password-reset.module.css';
import { useForgotPasswordMutation, useVerifyOtpMutation } from './use-password-reset-mutations';

const CodeFormSchema = z.object({ otp: OtpSchema });
type CodeValues = z.infer<typeof CodeFormSchema>;

const CODE_SENT = 'If an account uses this email address, we have sent a 6-digit code to it.';

export interface CodeStepProps {
  email: string;
  /** The server's answer to the request for a code. */
  sentMessage: string | undefined;
  /** The code was right: the token allows one password reset. */
  onVerified: (token: string) => void;
  /** Back to step 1, to correct the address. */
  onChangeEmail: () => void;
}

/**
 * Step 2 of SPEC §4 forgot password: the mailed code. The input keeps digits only, six at most (SPEC §5). A wrong
 * code shows the server's message with the attempts left; the last one allowed sends the visitor to /login.
 */
export function CodeStep({ email, sentMessage, onVerified, onChangeEmail }: CodeStepProps) {
  const verify = useVerifyOtpMutation();
  const resend = useForgotPasswordMutation();
  const [sent, setSent] = useState({ message: sentMessage || CODE_SENT, count: 1 });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    resetField,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver: zodResolver(CodeFormSchema),
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

  const onSubmit = handleSubmit(({ otp: code }) => {
    setFailure(null);
    verify.mutate(
      { email, otp: code },
      {
        onSuccess: onVerified,
        onError: (error) => setFailure(error.message),
      },
    );
  });

  const onResend = () => {
    setFailure(null);
    resend.mutate(
      { email },
      {
        onSuccess: (message) => {
          // The earlier code no longer works: clear it so the new one is typed into an empty field.
          resetField('otp');
          setSent(({ count }) => ({ message: message || CODE_SENT, count: count + 1 }));
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const busy = verify.isPending;

  return (
    <div className={styles.step}>
      {/* A new element for every code sent, so the same words are announced again after a resend. */}
      <Alert key={sent.count} tone="info">
        {sent.message}
      </Alert>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className={styles.fields} disabled={busy}>
          <legend className="visually-hidden">The code from the email</legend>
          <CodeField
            label="Verification code"
            hint={`The 6-digit code in the email sent to ${email}.`}
            error={errors.otp?.message}
            {...otp}
            onChange={onCodeChange}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button type="submit" busy={busy} busyLabel="VERIFYING..." className={styles.submit}>
            VERIFY
          </Button>
        </fieldset>
      </form>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={resend.isPending}
          busyLabel="SENDING..."
          disabled={busy}
          onClick={onResend}
        >
          Resend code
        </Button>
        <Button variant="ghost" disabled={busy || resend.isPending} onClick={onChangeEmail}>
          Use another email address
        </Button>
      </div>
    </div>
  );
}
