import {
  CONSULTATION_LENGTHS,
  dayIn,
  STAFF_BOOKING_PAYMENT_LABELS,
  STAFF_BOOKING_PAYMENTS,
  StaffBookingSchema,
  type AdminAnalyst,
  type ConsultationLength,
  type StaffBookingPayment,
} from '@firm/domain';
import { Alert, Button, Select, Spinner, TextArea, TextField } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { analystSlotsQueryOptions, useBookForClientMutation } from '../../data/analysts';
import { errorMessage } from '../../lib/error-message';
import styles from './session-calendar.module.css';
import { timeIn } from './session-times';

/**
 * Books a session with the analyst for a client who called or wrote (issue 43): one of the analyst's free times on
 * a day, shown in the analyst's zone, for the client's address, paid on an invoice to the organisation or with its
 * monthly call or a credit. The client and the analyst get the usual confirmation; the audit log names who booked.
 */
export function BookForClient({ analyst }: { analyst: AdminAnalyst }) {
  const book = useBookForClientMutation();
  const [email, setEmail] = useState('');
  const [length, setLength] = useState<ConsultationLength>(60);
  const [day, setDay] = useState(() => dayIn(new Date(), analyst.time_zone));
  const [start, setStart] = useState('');
  const [topic, setTopic] = useState('');
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<StaffBookingPayment>('invoice');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const slots = useQuery({
    ...analystSlotsQueryOptions({ length, day, time_zone: analyst.time_zone, analyst: analyst.id }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = StaffBookingSchema.safeParse({
      client_email: email,
      analyst: analyst.id,
      length,
      starts_at: start,
      time_zone: analyst.time_zone,
      topic,
      notes,
      payment,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the fields.');
    setProblem(null);
    book.mutate(parsed.data, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setStart('');
        setTopic('');
        setNotes('');
      },
    });
  }

  return (
    <details className={styles.block}>
      <summary>Book for a client</summary>
      <form noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label="Client’s email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className={styles.controls}>
          <Select
            label="Length"
            options={CONSULTATION_LENGTHS.map((minutes) => ({
              value: String(minutes),
              label: `${minutes} minutes`,
            }))}
            value={String(length)}
            onChange={(event) => {
              setLength(Number(event.target.value) as ConsultationLength);
              setStart('');
            }}
          />
          <TextField
            label="Day of the session"
            type="date"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setStart('');
            }}
          />
          {slots.isPending && slots.fetchStatus !== 'idle' ? (
            <Spinner label="Loading the free times" />
          ) : (
            <Select
              label="Free time"
              placeholder={slots.data?.length ? 'Choose a time' : 'No free times that day'}
              options={(slots.data ?? []).map((slot) => ({
                value: slot.starts_at,
                label: timeIn(slot.starts_at, analyst.time_zone),
              }))}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
          )}
        </div>
        {slots.isError ? (
          <Alert tone="error">{errorMessage(slots.error, 'The free times could not be loaded.')}</Alert>
        ) : null}
        <TextField label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)} />
        <TextArea label="Notes" rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <Select
          label="Paid with"
          options={STAFF_BOOKING_PAYMENTS.map((value) => ({
            value,
            label: STAFF_BOOKING_PAYMENT_LABELS[value],
          }))}
          value={payment}
          onChange={(event) => setPayment(event.target.value as StaffBookingPayment)}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {book.isError ? (
          <Alert tone="error">{errorMessage(book.error, 'The session could not be booked.')}</Alert>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <Button type="submit" busy={book.isPending} busyLabel="Booking...">
          Book session
        </Button>
      </form>
    </details>
  );
}
