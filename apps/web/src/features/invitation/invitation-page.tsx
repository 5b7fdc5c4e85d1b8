import { TEAM_ROLE_LABELS } from '@firm/domain';
import { Alert, Button, FormCard, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { InvitationForm } from './invitation-form';
import { invitationProblem } from './invitation-messages';
import { invitationQueryOptions } from '../../data/invitation';
import styles from './invitation.module.css';

const footer = (
  <p>
    <Link to="/login">Already have an account? Sign In</Link>
  </p>
);

/**
 * /invitation/<token> (issue 15): whom the invitation is from and for, and the form that makes the invitee's
 * account and signs them in. An unknown, expired, used or withdrawn invitation says so in the server's words, with
 * the way to sign in.
 */
export function InvitationPage({ token }: { token: string }) {
  const query = useQuery(invitationQueryOptions(token));

  if (query.isPending) {
    return (
      <FormCard title="Join your team" step="loading">
        <Spinner label="Loading the invitation" />
      </FormCard>
    );
  }

  if (query.isError) {
    const problem = invitationProblem(query.error);
    return (
      <FormCard title="This invitation cannot be used" step="problem" footer={footer}>
        <Alert tone="error">{problem.message}</Alert>
        {problem.kind === 'unavailable' ? (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            TRY AGAIN
          </Button>
        ) : (
          <p>
            <Link to="/login">Sign in</Link> if you already have an account.
          </p>
        )}
      </FormCard>
    );
  }

  const invitation = query.data;
  return (
    <FormCard
      title={`Join ${invitation.organisation}`}
      lead="Set your name and a password to accept the invitation and sign in."
      width="wide"
      step="form"
      footer={footer}
    >
      <dl className={styles.details}>
        <div>
          <dt>Organisation</dt>
          <dd>{invitation.organisation}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{invitation.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{TEAM_ROLE_LABELS[invitation.role]}</dd>
        </div>
        {invitation.invited_by ? (
          <div>
            <dt>Invited by</dt>
            <dd>{invitation.invited_by}</dd>
          </div>
        ) : null}
      </dl>
      <InvitationForm token={token} />
    </FormCard>
  );
}
