import {
  ALERT_FREQUENCIES,
  AlertMessages,
  type AlertFrequency,
  type AlertPreferencesResponse,
} from '@firm/domain';
import { Alert, Button, Select, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  alertPreferencesQueryOptions,
  useUpdateAlertPreferencesMutation,
} from '../../data/alert-preferences';
import { useSession } from '../../data/session';
import { failureMessage } from '../../lib/failure-message';
import styles from './notifications.module.css';
import { alertFrequencyOptions } from '../../lib/alert-frequency-options';
import { browserTimeZone, timeZoneOptions } from '../../lib/time-zone-options';

const FREQUENCY_OPTIONS = alertFrequencyOptions(ALERT_FREQUENCIES);

type Values = { time_zone: string; frequencies: Record<string, AlertFrequency> };

function valuesOf(data: AlertPreferencesResponse['data']): Values {
  return {
    time_zone: data.time_zone ?? browserTimeZone(),
    frequencies: Object.fromEntries(data.types.map((type) => [String(type.report_type), type.frequency])),
  };
}

/**
 * The profile's Notifications section (issue 42): how often the member hears of each report type they hold a seat
 * for (at once, a daily or weekly digest at 07:00, or off) and the time zone of that 07:00.
 */
export function NotificationsSection() {
  const { id } = useSession();
  const query = useQuery(alertPreferencesQueryOptions(id));
  return (
    <section id="notifications" aria-labelledby="notifications-title" className={styles.section}>
      <h2 id="notifications-title" className={styles.heading}>
        Notifications
      </h2>
      {query.isPending ? (
        <Spinner label="Loading the notification settings" />
      ) : query.error || !query.data ? (
        <Alert tone="error">Your notification settings could not be loaded. Please reload the page.</Alert>
      ) : (
        <NotificationsForm data={query.data} />
      )}
    </section>
  );
}

function NotificationsForm({ data }: { data: AlertPreferencesResponse['data'] }) {
  const save = useUpdateAlertPreferencesMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const values = useMemo(() => valuesOf(data), [data]);
  const zones = useMemo(() => timeZoneOptions(data.time_zone), [data.time_zone]);
  const { register, handleSubmit } = useForm<Values>({ values });

  const onSubmit = handleSubmit((chosen) => {
    setOutcome(null);
    save.mutate(
      {
        time_zone: chosen.time_zone,
        types: data.types.map((type) => ({
          report_type: type.report_type,
          frequency: chosen.frequencies[String(type.report_type)] ?? type.frequency,
        })),
      },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: AlertMessages.saved }),
        onError: (error) => setOutcome({ tone: 'error', message: failureMessage(error) }),
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
      <p className={styles.lead}>
        New reports are mailed to you with their summary and a link to the portal, never the file. Digests
        leave at 07:00 in your time zone: daily, or on Mondays.
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <Select label="Time zone" options={zones} disabled={save.isPending} {...register('time_zone')} />
      {data.types.length === 0 ? (
        <p className={styles.empty}>
          You hold no seat on a report type yet: alerts start when your organisation gives you one.
        </p>
      ) : (
        <fieldset className={styles.types}>
          <legend className={styles.legend}>How often to hear about new reports</legend>
          {data.types.map((type) => (
            <Select
              key={type.report_type}
              label={type.report_type_name}
              options={FREQUENCY_OPTIONS}
              disabled={save.isPending}
              {...register(`frequencies.${String(type.report_type)}`)}
            />
          ))}
        </fieldset>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}
