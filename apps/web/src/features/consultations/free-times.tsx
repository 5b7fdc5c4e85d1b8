import type { SlotsQuery } from '@firm/domain';
import { Alert, SlotPicker, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { consultationSlotsQueryOptions } from '../../data/consultations';
import { failureMessage } from '../../lib/failure-message';

/** A time of day as the reader's zone shows it: '9:00 AM'. */
export const timeOfDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

/** 'Monday, March 15, 2027 (Europe/London)': the day a booker looks at, in their zone. */
const dayLegend = (day: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))} (${timeZone.replaceAll('_', ' ')})`;

/**
 * A day's free times (GET consultations/slots/) to choose one from, in the reader's zone; loading and failing
 * say so. Booking a session and moving one both choose with it.
 */
export function FreeTimes({
  query,
  value,
  onChange,
  empty,
}: {
  query: SlotsQuery;
  value: string | null;
  onChange: (start: string) => void;
  empty: string;
}) {
  const slots = useQuery(consultationSlotsQueryOptions(query));
  if (slots.isPending) return <Spinner label="Loading the free times" />;
  if (slots.error) return <Alert tone="error">{failureMessage(slots.error)}</Alert>;
  return (
    <SlotPicker
      legend={`Free times on ${dayLegend(query.day, query.time_zone)}`}
      slots={slots.data.map((slot) => ({
        value: slot.starts_at,
        label: timeOfDay(slot.starts_at, query.time_zone),
      }))}
      value={value}
      onChange={onChange}
      empty={empty}
    />
  );
}
