import { ProfileMessages, type PasswordChange } from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField } from '@firm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { refusalOf } from '../../lib/refusal';
import styles from './profile.module.css';
import { useChangePasswordMutation } from '../../data/profile';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

// The reset's rule (SPEC §5), as the reset page says it.
const PASSWORD_HINT =
  'At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&.';

const resolver = lazyResolver(() => import('./password-section-resolver'));

/**
 * 'Change password' (issue 15): the current password, and a new one under SPEC's reset rule with its messages
 * (the passwords must match, said under the confirmation; then the new one must be strong). A change signs the
 * person's other sessions out and clears the fields.
 */
export function PasswordSection() {
  const changePassword = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    changePassword.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        setFailure(refusal.message);
        for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
        focusRefused(refusal.fields[0]?.[0] ?? null);
      },
    });
  });

  const busy = changePassword.isPending;

  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  return (
    <section aria-labelledby="profile-password-title" className={styles.section}>
      <h2 id="profile-password-title" className={styles.sectionTitle}>
        Change password
      </h2>
      <p className={styles.muted}>Changing your password signs you out everywhere else.</p>
      {changePassword.isSuccess ? <Alert tone="success">{ProfileMessages.passwordChanged}</Alert> : null}
      <form
        onFocus={resolver.preload}
        noValidate
        aria-labelledby="profile-password-title"
        className={styles.narrow}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Fieldset legend="Your current and new password" disabled={busy}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            label="New password"
            hint={PASSWORD_HINT}
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy} busyLabel="Changing...">
              Change password
            </Button>
          </div>
        </Fieldset>
      </form>
    </section>
  );
}
