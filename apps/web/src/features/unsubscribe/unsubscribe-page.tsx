import { ALERT_FREQUENCY_LABELS } from '@firm/domain';
import { Alert, Button, FormCard, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unsubscribeLinkQueryOptions, useUnsubscribeMutation } from '../../data/unsubscribe';
import { failureMessage } from '../../lib/failure-message';

const footer = (
  <p>
    <Link to="/client/profile" hash="notifications">
      Change all your alerts on your profile
    </Link>
  </p>
);

/**
 * /unsubscribe?token= (issue 42): the page an alert's 'stop these alerts' link opens. It says what the link turns
 * off and asks before doing it (mail scanners open links; only the press, or a mail client's one-click post, turns
 * alerts off). A tampered or expired link says so and changes nothing.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const link = useQuery(unsubscribeLinkQueryOptions(token));
  const unsubscribe = useUnsubscribeMutation(token);

  if (link.isPending) {
    return (
      <FormCard title="Stop these alerts" step="loading">
        <Spinner label="Checking the link" />
      </FormCard>
    );
  }

  if (link.isError) {
    return (
      <FormCard title="This link cannot be used" step="problem" footer={footer}>
        <Alert tone="error">{failureMessage(link.error)}</Alert>
      </FormCard>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <FormCard title="Alerts turned off" step="done" footer={footer}>
        <Alert tone="success">{unsubscribe.data}</Alert>
      </FormCard>
    );
  }

  const { email, report_type_name, frequency, saved_search_name } = link.data;
  const how = ALERT_FREQUENCY_LABELS[frequency].toLowerCase();
  return (
    <FormCard title="Stop these alerts" step="form" footer={footer}>
      {saved_search_name === null ? (
        <p>
          {email} hears about new {report_type_name} reports: {how}. Turn these alerts off? You can turn them
          on again on your profile.
        </p>
      ) : (
        <p>
          {email} hears about new reports (of {report_type_name}) that the saved search ‘{saved_search_name}’
          finds: {how}. Turn these alerts off? The saved search is deleted; you can save it again from the
          archive.
        </p>
      )}
      {unsubscribe.isError ? <Alert tone="error">{failureMessage(unsubscribe.error)}</Alert> : null}
      <div>
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Turning off…' : 'Turn off alerts'}
        </Button>
      </div>
    </FormCard>
  );
}
