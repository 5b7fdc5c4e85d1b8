import type { LoginForm as LoginValues } from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField, TextField } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import styles from './login.module.css';
import type { SubscribeIntent } from './login-search';
import { useLoginMutation } from './use-login-mutation';

const resolver = lazyResolver(() => import('./login-resolver'));

/**
 * SPEC §2/§5 login form. The rules run on submit and the first failing one is the single message shown; editing a
 * field clears it (SPEC §4). While signing in, the fields and the button are disabled. A visitor's subscribe intent
 * goes into the cart once a client has signed in.
 */
export function LoginForm({
  intent,
  returnTo,
}: {
  intent?: SubscribeIntent | undefined;
  returnTo?: string | undefined;
}) {
  const login = useLoginMutation(intent, returnTo);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  // One message at a time (SPEC §5): the first failing field is the one marked invalid.
  const invalidField = errors.email ? 'email' : errors.password ? 'password' : null;
  const message = errors.email?.message ?? errors.password?.message ?? login.error?.message;
  const busy = login.isPending || login.isSuccess;
  const onEdit = () => {
    clearErrors();
    login.reset();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onFocus={resolver.preload}
      onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
    >
      <Fieldset legend="Sign-in details" disabled={busy}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          aria-invalid={invalidField === 'email' ? true : undefined}
          {...register('email', { onChange: onEdit })}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          aria-invalid={invalidField === 'password' ? true : undefined}
          {...register('password', { onChange: onEdit })}
        />
        <p className={styles.forgot}>
          <Link to="/forgot-password">Forgot Password?</Link>
        </p>
        {message ? <Alert tone="error">{message}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="SIGNING IN..." className={styles.submit}>
          SIGN IN
        </Button>
      </Fieldset>
      <p className={styles.enroll}>
        Not a client yet? <Link to="/registration">Enroll Today</Link>
      </p>
      <p className={styles.home}>
        <Link to="/">Back to home</Link>
      </p>
    </form>
  );
}
