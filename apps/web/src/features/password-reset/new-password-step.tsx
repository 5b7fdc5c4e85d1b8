import { type NewPasswordForm } from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField } from '@firm/ui';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import styles from './password-reset.module.css';
import { useResetPasswordMutation } from './use-password-reset-mutations';

const PASSWORD_HINT =
  'At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&.';

export interface NewPasswordStepProps {
  /** From the verified code; lives only in the page's state, never in the URL or storage. */
  token: string;
}

const resolver = lazyResolver(() => import('./new-password-step-resolver'));

/**
 * Step 3 of SPEC §4 forgot password. SPEC §5: the passwords must match (said under the confirmation), then the
 * new one must be strong (said under it); one message at a time.
 */
export function NewPasswordStep({ token }: NewPasswordStepProps) {
  const resetPassword = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => resetPassword.mutate({ token, ...values }));
  const busy = resetPassword.isPending || resetPassword.isSuccess;

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Fieldset legend="Your new password" disabled={busy}>
        <PasswordField
          label="New password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        {resetPassword.isError ? <Alert tone="error">{resetPassword.error.message}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="RESETTING..." className={styles.submit}>
          RESET PASSWORD
        </Button>
      </Fieldset>
    </form>
  );
}
