import { ApiRequestError } from '@firm/api-client';
import type { InvitationAccept } from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField } from '@firm/ui';
import { useForm, type FieldPath } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { acceptFailureMessage } from './invitation-messages';
import styles from './invitation.module.css';
import { useAcceptInvitation } from './use-accept-invitation';
import { PersonNameFields } from '../../components/person-fields/person-name-fields';

const EMPTY: InvitationAccept = { first_name: '', last_name: '', password: '' };

const resolver = lazyResolver(() => import('./invitation-form-resolver'));

/**
 * The invitee's name and password (the domain's rules: 8 or more characters). The server's field messages go on
 * their fields; any other refusal (the invitation ended meanwhile, the address belongs to another organisation)
 * shows above the button. While the account is made, the form is disabled.
 */
export function InvitationForm({ token }: { token: string }) {
  const accept = useAcceptInvitation(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InvitationAccept>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const fieldErrors = accept.error instanceof ApiRequestError ? accept.error.errors : undefined;
  const onFields = Object.keys(fieldErrors ?? {}).some((field) => field in EMPTY);
  const refusal = accept.isError && !onFields ? acceptFailureMessage(accept.error) : null;
  const busy = accept.isPending || accept.isSuccess;

  const onSubmit = handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          if (field in EMPTY) setError(field as FieldPath<InvitationAccept>, { message: messages[0] });
        }
      },
    }),
  );

  return (
    <form
      onFocus={resolver.preload}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Fieldset legend="Your account" disabled={busy}>
        <PersonNameFields first={register('first_name')} last={register('last_name')} errors={errors} />
        <PasswordField
          label="Password"
          hint="8 or more characters."
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="JOINING..." className={styles.submit}>
          JOIN THE TEAM
        </Button>
      </Fieldset>
    </form>
  );
}
