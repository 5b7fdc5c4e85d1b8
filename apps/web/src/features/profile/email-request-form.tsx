import { type EmailChangeRequest } from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField, TextField } from '@firm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { refusalOf } from '../../lib/refusal';
import styles from './profile.module.css';
import { useRequestEmailChangeMutation } from '../../data/profile';

const FIELDS = ['email', 'password'] as const;

export interface EmailRequestFormProps {
  /** The address to start with: the one typed before, when the person comes back to correct it. */
  defaultEmail: string;
  /** A code is on its way to `request.email`. */
  onCodeSent: (request: EmailChangeRequest) => void;
}

const resolver = lazyResolver(() => import('./email-request-form-resolver'));

/** Asks for an email change: the new address, and the current password to show the account is the person's. */
export function EmailRequestForm({ defaultEmail, onCodeSent }: EmailRequestFormProps) {
  const requestChange = useRequestEmailChangeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EmailChangeRequest>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    requestChange.mutate(values, {
      onSuccess: () => onCodeSent(values),
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        setFailure(refusal.message);
        for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
        focusRefused(refusal.fields[0]?.[0] ?? null);
      },
    });
  });

  const busy = requestChange.isPending;

  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      aria-label="Change your email address"
      className={styles.narrow}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Fieldset legend="Your new email address" disabled={busy}>
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel="Sending...">
            Send code
          </Button>
        </div>
      </Fieldset>
    </form>
  );
}
