import { OtpSchema, sanitiseOtpInput, type RegistrationPayload } from '@firm/domain';
import { Alert, Button, CodeField } from '@firm/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { codeSentMessage } from './registration-messages';
import styles from './registration.module.css';
import { useConfirmRegistrationMutation, useRegisterMutation } from './use-registration-mutations';

const CodeFormSchema = z.object({ otp: OtpSchema });
type CodeValues = z.infer<typeof CodeFormSchema>;

export interface RegistrationCodeFormProps {
  /** The enrolment as sent: posting it again mails a new code. */
  payload: RegistrationPayload;
  /** The server's answer to the enrolment: where the code went. */
  sentMessage: string | undefined;
  /** Back to the details, to correct them. */
  onEdit: () => void;
}

/**
 * SPEC §4 registerOtp: the code mailed to the address confirms it. The input keeps digits only, six at most
 * (SPEC §5); a wrong code shows the server's message and the visitor may try again or ask for a new code.
 */
export function RegistrationCodeForm({ payload, sentMessage, onEdit }: RegistrationCodeFormProps) {
  const confirm = useConfirmRegistrationMutation();
  const resend = useRegisterMutation();
  const [sent, setSent] = useState({ message: sentMessage || codeSentMessage(payload.email), count: 1 });
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
    confirm.mutate({ email: payload.email, otp: code }, { onError: (error) => setFailure(error.message) });
  });

  const onResend = () => {
    setFailure(null);
    resend.mutate(payload, {
      onSuccess: (message) => {
        // The earlier code no longer works: clear it so the new one is typed into an empty field.
        resetField('otp');
        setSent(({ count }) => ({ message: message || codeSentMessage(payload.email), count: count + 1 }));
      },
      onError: (error) => setFailure(error.message),
    });
  };

  const busy = confirm.isPending || confirm.isSuccess;

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
            hint="The 6-digit code in the email we sent you."
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
        <Button variant="ghost" disabled={busy || resend.isPending} onClick={onEdit}>
          Change your details
        </Button>
      </div>
    </div>
  );
}
