import { type ForgotPasswordRequest } from '@firm/domain';
import { Alert, Button, Fieldset, TextField } from '@firm/ui';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import styles from './password-reset.module.css';
import { useForgotPasswordMutation } from './use-password-reset-mutations';

export interface EmailStepProps {
  defaultEmail: string;
  /** A code is on its way; `message` is the server's word about it. */
  onCodeSent: (email: string, message: string | undefined) => void;
}

const resolver = lazyResolver(() => import('./email-step-resolver'));

/** Step 1 of SPEC §4 forgot password: the address to send the code to. */
export function EmailStep({ defaultEmail, onCodeSent }: EmailStepProps) {
  const forgotPassword = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver,
    defaultValues: { email: defaultEmail },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values, { onSuccess: (message) => onCodeSent(values.email, message) });
  });
  const busy = forgotPassword.isPending;

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Fieldset legend="Your email address" disabled={busy}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        {forgotPassword.isError ? <Alert tone="error">{forgotPassword.error.message}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="SENDING..." className={styles.submit}>
          SEND CODE
        </Button>
      </Fieldset>
    </form>
  );
}
