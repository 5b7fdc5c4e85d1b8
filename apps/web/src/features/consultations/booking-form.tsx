import { ApiRequestError } from '@firm/api-client';
import {
  CREDIT_SESSION_MINUTES,
  priceField,
  type ConsultationPrices,
  addCalendarDays,
  callMonths,
  BOOKING_HORIZON_DAYS,
  COMMODITY_LABELS,
  CONSULTATION_LENGTHS,
  ConsultationMessages,
  dayIn,
  formatSessionTime,
  formatUsd,
  type Commodity,
  type ConsultationHold,
  type ConsultationLength,
} from '@firm/domain';
import { Alert, Button, Select, TextArea, TextField } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  consultationAnalystsQueryOptions,
  consultationPricesQueryOptions,
  consultationsQueryOptions,
  useInvalidateConsultations,
  useCreditConsultationMutation,
  useInvoiceConsultationMutation,
  useMonthlyCallMutation,
  useHoldConsultationMutation,
  useReleaseConsultationMutation,
} from '../../data/consultations';
import { failureMessage } from '../../lib/failure-message';
import { browserTimeZone, timeZoneOptions } from '../../lib/time-zone-options';
import { useSession } from '../../data/session';
import type { BookingSearch } from './booking-search';
import { FreeTimes, timeOfDay } from './free-times';
import styles from './consultations.module.css';

/** The lengths, each with its price once the prices are known. */
const lengthOptions = (prices: ConsultationPrices | undefined) =>
  CONSULTATION_LENGTHS.map((length) => ({
    value: String(length),
    label: prices ? `${length} minutes, ${formatUsd(prices[priceField(length)])}` : `${length} minutes`,
  }));

export type PaymentSlot = (hold: ConsultationHold, onPaid: (message: string) => void) => ReactNode;

/**
 * Booking a consultation (issue 43): a length, an analyst or the first available, a day, and a free time shown in
 * the booker's zone (their browser's, changeable); a topic and notes. The chosen time is held for 10 minutes while
 * the booker pays by card (`payment`, the checkout's card form); a time just taken says so and shows the times
 * free now.
 */
export function BookingForm({
  search,
  onSearchChange,
  payment,
}: {
  search: BookingSearch;
  onSearchChange: (change: Partial<BookingSearch>) => void;
  payment: PaymentSlot;
}) {
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const today = dayIn(new Date(), timeZone);
  const length = Number(search.length ?? 30) as ConsultationLength;
  const analyst = search.analyst ?? 'any';
  const day = search.day && search.day >= today ? search.day : addCalendarDays(today, 1);
  const lastDay = addCalendarDays(today, BOOKING_HORIZON_DAYS);

  const analysts = useQuery(consultationAnalystsQueryOptions());
  const prices = useQuery(consultationPricesQueryOptions());
  const slotsQuery = {
    length,
    day,
    time_zone: timeZone,
    analyst: analyst === 'any' ? 'any' : Number(analyst),
  } as const;
  const holdMutation = useHoldConsultationMutation();
  const release = useReleaseConsultationMutation();
  const booked = useInvalidateConsultations();
  const { id: userId } = useSession();
  const sessions = useQuery(consultationsQueryOptions(userId));
  const monthlyCall = useMonthlyCallMutation();
  const byInvoice = useInvoiceConsultationMutation();
  const byCredit = useCreditConsultationMutation();

  const [start, setStart] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [notes, setNotes] = useState('');
  const [topicError, setTopicError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [hold, setHold] = useState<ConsultationHold | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);

  const analystOptions = [
    { value: 'any', label: 'First available' },
    ...(analysts.data ?? []).map((person) => ({
      value: String(person.id),
      label: person.expertise.length
        ? `${person.name} (${person.expertise.map((item) => COMMODITY_LABELS[item as Commodity] ?? item).join(', ')})`
        : person.name,
    })),
  ];

  const change = (next: Partial<BookingSearch>) => {
    setStart(null);
    setProblem(null);
    onSearchChange(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    const error = topic.trim() === '' ? ConsultationMessages.topic : undefined;
    setTopicError(error);
    if (!start) return setProblem(ConsultationMessages.start);
    if (error) return;
    holdMutation.mutate(
      { length, analyst: slotsQuery.analyst, starts_at: start, time_zone: timeZone, topic, notes },
      {
        onSuccess: (answer) => setHold(answer.data),
        onError: (caught) => {
          setStart(null);
          setProblem(
            caught instanceof ApiRequestError && caught.status === 409
              ? `${ConsultationMessages.slotTaken}. Choose one of the times free now.`
              : failureMessage(caught),
          );
        },
      },
    );
  }

  /** The booked message, the form emptied for the next booking. */
  function finish(message: string) {
    setHold(null);
    setStart(null);
    setTopic('');
    setNotes('');
    setProblem(null);
    setDone(`${message} The confirmation and calendar invitation are on their way by email.`);
    void booked();
  }

  if (hold) {
    const month = sessions.data?.monthly_calls.find(
      (entry) => entry.month === callMonths(new Date(hold.starts_at))[0]!.month,
    );
    const callLeft = hold.length === 60 && month !== undefined && month.used < month.included;
    const credits = sessions.data?.credits ?? 0;
    const creditLeft = hold.length === CREDIT_SESSION_MINUTES && credits > 0;
    const invoiceOffered = sessions.data?.pays_by_invoice === true;
    const covers = [
      ...(callLeft ? [{ label: 'Book with your monthly call', mutation: monthlyCall }] : []),
      ...(creditLeft ? [{ label: 'Book with a consultation credit', mutation: byCredit }] : []),
      ...(invoiceOffered ? [{ label: 'Pay by invoice', mutation: byInvoice }] : []),
    ];
    const included = [
      ...(callLeft ? ['your organisation’s monthly call'] : []),
      ...(creditLeft
        ? [`one of your organisation’s ${credits} consultation ${credits === 1 ? 'credit' : 'credits'}`]
        : []),
    ];
    return (
      <div className={styles.held}>
        <Alert tone="info">
          {`We are holding ${formatSessionTime(new Date(hold.starts_at), timeZone)} with ${hold.analyst.name} for you until ${timeOfDay(hold.hold_expires_at, timeZone)}. `}
          {included.length > 0
            ? `Book it with ${included.join(' or ')}, or pay ${formatUsd(hold.price)} by card.`
            : `Pay ${formatUsd(hold.price)} by card to book it.`}
        </Alert>
        {covers.length > 0 ? (
          <div className={styles.actions}>
            {covers.map(({ label, mutation }, index) => (
              <Button
                key={label}
                variant={index === 0 ? 'primary' : 'secondary'}
                busy={mutation.isPending}
                busyLabel="Booking..."
                onClick={() =>
                  mutation.mutate(hold.id, {
                    onSuccess: (answer) => finish(answer.message),
                    onError: (caught) => setProblem(failureMessage(caught)),
                  })
                }
              >
                {label}
              </Button>
            ))}
          </div>
        ) : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {payment(hold, (message) => finish(`Your consultation is booked. ${message}`))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              release.mutate(hold.id);
              setHold(null);
              setStart(null);
            }}
          >
            Choose another time
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <div className={styles.choices}>
        <Select
          label="Length"
          options={lengthOptions(prices.data)}
          value={String(length)}
          onChange={(event) => change({ length: event.target.value as BookingSearch['length'] })}
        />
        <Select
          label="Analyst"
          options={analystOptions}
          value={analyst}
          onChange={(event) => change({ analyst: event.target.value })}
        />
        <TextField
          label="Day"
          type="date"
          min={today}
          max={lastDay}
          value={day}
          onChange={(event) => {
            if (event.target.value) change({ day: event.target.value });
          }}
        />
        <Select
          label="Time zone"
          options={zones}
          value={timeZone}
          onChange={(event) => {
            setStart(null);
            setTimeZone(event.target.value);
          }}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <FreeTimes
        query={slotsQuery}
        value={start}
        onChange={(value) => {
          setStart(value);
          setProblem(null);
        }}
        empty="No free times this day. Choose another day or analyst."
      />
      <TextField
        label="Topic"
        value={topic}
        maxLength={200}
        error={topicError}
        onChange={(event) => {
          setTopic(event.target.value);
          setTopicError(undefined);
        }}
      />
      <TextArea
        label="Notes (optional)"
        value={notes}
        maxLength={2000}
        rows={3}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={holdMutation.isPending} busyLabel="Holding...">
          Hold this time
        </Button>
      </div>
    </form>
  );
}
