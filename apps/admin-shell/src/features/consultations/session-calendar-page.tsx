import {
  addCalendarDays,
  AvailabilityMessages,
  blockTime,
  HoursSchema,
  isoWeekday,
  type AdminAnalyst,
  COVER_LABELS,
  dayIn,
  SESSION_OUTCOME_LABELS,
  SESSION_OUTCOMES,
  SessionOutcomeSchema,
  type CalendarSession,
  type SessionOutcome,
  staffSeesOwnCalendarOnly,
} from '@firm/domain';
import { Alert, Button, Modal, Select, Spinner, Table, TextArea, TextField } from '@firm/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  analystsQueryOptions,
  sessionCalendarQueryOptions,
  useMarkSessionMutation,
  useUpdateAnalystMutation,
} from '../../data/analysts';
import { staffMeQueryOptions } from '../../data/staff';
import { errorMessage } from '../../lib/error-message';
import { BookForClient } from './book-for-client';
import styles from './session-calendar.module.css';
import { timeIn } from './session-times';

const SPAN_OPTIONS = [
  { value: '7', label: 'Week' },
  { value: '1', label: 'Day' },
];

/** The Monday of the week a day falls in (YYYY-MM-DD). */
const mondayOf = (day: string): string => addCalendarDays(day, 1 - isoWeekday(day));

const dayTitle = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const statusOf = (session: CalendarSession) =>
  session.status === 'cancelled'
    ? 'Cancelled'
    : session.outcome
      ? SESSION_OUTCOME_LABELS[session.outcome]
      : 'Booked';

/**
 * The back office's calendar of consultations (issue 43): an analyst's sessions over a week or a day of the
 * analyst's own days, each with its client and topic; a session's details, and what came of it once it has started
 * (completed or no-show, with notes, in the audit log); booking a session for a client and blocking time. The
 * analyst role sees its own calendar only, without the tools that touch money.
 */
export function SessionCalendarPage() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  return (
    <>
      <title>Consultations | Back office</title>
      <h1>Consultations</h1>
      {staffSeesOwnCalendarOnly(me.staff_role) ? <Calendar /> : <AnalystsCalendar />}
    </>
  );
}

/** Every analyst's calendar, one at a time, with booking by hand and blocking time. */
function AnalystsCalendar() {
  const { data: analysts } = useSuspenseQuery(analystsQueryOptions());
  const [analyst, setAnalyst] = useState(() => analysts.find((each) => each.active)?.id ?? analysts[0]?.id);
  const chosen = analysts.find((each) => each.id === analyst);
  if (!chosen) return <p>No analysts yet: add one on the Staff page.</p>;
  return (
    <Calendar
      analyst={chosen}
      picker={
        <Select
          label="Analyst"
          options={analysts.map((each) => ({
            value: String(each.id),
            label: each.active ? each.name : `${each.name} (removed)`,
          }))}
          value={String(chosen.id)}
          onChange={(event) => setAnalyst(Number(event.target.value))}
        />
      }
    />
  );
}

/**
 * One analyst's sessions over a week or a day of their days: `analyst` as chosen with `picker`, or the signed-in
 * staff member's own (their zone known once the calendar has come).
 */
function Calendar({ analyst, picker }: { analyst?: AdminAnalyst; picker?: ReactNode }) {
  const [days, setDays] = useState<1 | 7>(7);
  const [from, setFrom] = useState(() =>
    mondayOf(dayIn(new Date(), analyst?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  const [open, setOpen] = useState<CalendarSession | null>(null);
  const calendar = useQuery(sessionCalendarQueryOptions({ analyst: analyst?.id, from, days }));

  const dayList = Array.from({ length: days }, (_, index) => addCalendarDays(from, index));
  const zone = calendar.data?.analyst.time_zone ?? analyst?.time_zone ?? 'UTC';

  return (
    <>
      <div className={styles.controls}>
        {picker}
        <Select
          label="Show"
          options={SPAN_OPTIONS}
          value={String(days)}
          onChange={(event) => {
            const span = Number(event.target.value) as 1 | 7;
            setDays(span);
            if (span === 7) setFrom(mondayOf(from));
          }}
        />
        <TextField
          label={days === 7 ? 'Week of' : 'Day'}
          type="date"
          value={from}
          onChange={(event) => {
            if (event.target.value) setFrom(days === 7 ? mondayOf(event.target.value) : event.target.value);
          }}
        />
        <Button variant="secondary" onClick={() => setFrom(addCalendarDays(from, -days))}>
          {days === 7 ? 'Previous week' : 'Previous day'}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addCalendarDays(from, days))}>
          {days === 7 ? 'Next week' : 'Next day'}
        </Button>
      </div>
      {calendar.isPending ? (
        <Spinner label="Loading the sessions" />
      ) : calendar.isError ? (
        <Alert tone="error">{errorMessage(calendar.error, 'The sessions could not be loaded.')}</Alert>
      ) : (
        <>
          <p>
            {analyst
              ? 'Times in the analyst’s time zone'
              : `Your sessions, ${calendar.data.analyst.name}; times in your time zone`}
            , {zone}.
          </p>
          {analyst?.active ? (
            <>
              <BookForClient key={analyst.id} analyst={analyst} />
              <BlockTime analyst={analyst} firstDay={from} />
            </>
          ) : null}
          {dayList.map((day) => {
            const sessions = calendar.data.sessions.filter(
              (session) => dayIn(new Date(session.starts_at), zone) === day,
            );
            return (
              <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
                <h2 id={`day-${day}`}>{dayTitle(day)}</h2>
                <Table
                  caption={`Sessions on ${dayTitle(day)}`}
                  rows={sessions}
                  rowKey={(session) => String(session.id)}
                  emptyMessage="No sessions."
                  columns={[
                    {
                      key: 'time',
                      header: 'Time',
                      rowHeader: true,
                      cell: (session) => `${timeIn(session.starts_at, zone)}, ${session.length} min`,
                    },
                    {
                      key: 'client',
                      header: 'Client',
                      cell: (session) => `${session.client.name} (${session.client.organisation})`,
                    },
                    { key: 'topic', header: 'Topic', cell: (session) => session.topic },
                    { key: 'status', header: 'Status', cell: statusOf },
                    {
                      key: 'details',
                      header: 'Details',
                      cell: (session) => (
                        <Button variant="secondary" onClick={() => setOpen(session)}>
                          Details <span className="visually-hidden">of {session.topic}</span>
                        </Button>
                      ),
                    },
                  ]}
                />
              </section>
            );
          })}
        </>
      )}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Session: ${open.topic}` : 'Session'}
      >
        {open ? <SessionDetails session={open} zone={zone} onMarked={setOpen} /> : null}
      </Modal>
    </>
  );
}

/** A session's details, and the form that marks what came of it once it has started. */
function SessionDetails({
  session,
  zone,
  onMarked,
}: {
  session: CalendarSession;
  zone: string;
  onMarked: (session: CalendarSession) => void;
}) {
  const mark = useMarkSessionMutation();
  const [outcome, setOutcome] = useState<SessionOutcome>(session.outcome ?? 'completed');
  const [note, setNote] = useState(session.outcome_note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const started = new Date(session.starts_at) <= new Date();

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = SessionOutcomeSchema.safeParse({ outcome, note });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the fields.');
    setProblem(null);
    mark.mutate(
      { id: session.id, ...parsed.data },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          onMarked(answer.data);
        },
      },
    );
  }

  return (
    <div className={styles.details}>
      <dl>
        <dt>When</dt>
        <dd>
          {new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: zone }).format(
            new Date(session.starts_at),
          )}
          , {timeIn(session.starts_at, zone)} ({session.length} minutes); the client booked in{' '}
          {session.time_zone}
        </dd>
        <dt>Client</dt>
        <dd>
          {session.client.name}, {session.client.organisation} (
          <a href={`mailto:${session.client.email}`}>{session.client.email}</a>)
        </dd>
        <dt>Topic</dt>
        <dd>{session.topic}</dd>
        <dt>Notes from the client</dt>
        <dd>{session.notes || 'None'}</dd>
        {session.covered_by === undefined ? null : (
          <>
            <dt>Paid with</dt>
            <dd>{session.covered_by ? COVER_LABELS[session.covered_by] : '—'}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{statusOf(session)}</dd>
        {session.outcome_note ? (
          <>
            <dt>Staff notes</dt>
            <dd>{session.outcome_note}</dd>
          </>
        ) : null}
      </dl>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {session.status !== 'booked' ? null : !started ? (
        <p>Once the session has started, mark it completed or a no-show here.</p>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <Select
            label="What came of it"
            options={SESSION_OUTCOMES.map((value) => ({ value, label: SESSION_OUTCOME_LABELS[value] }))}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as SessionOutcome)}
          />
          <TextArea
            label="Staff notes"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
          />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {mark.isError ? (
            <Alert tone="error">{errorMessage(mark.error, 'The session could not be marked.')}</Alert>
          ) : null}
          <Button type="submit" busy={mark.isPending} busyLabel="Saving...">
            Mark session
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * Blocks a time of one of the analyst's days (issue 43): that day's hours less the time, kept as the analyst's date
 * override (audited as an edit of the analyst). Sessions booked in it stay booked.
 */
function BlockTime({ analyst, firstDay }: { analyst: AdminAnalyst; firstDay: string }) {
  const update = useUpdateAnalystMutation();
  const [day, setDay] = useState(firstDay);
  const [start, setStart] = useState('12:00');
  const [end, setEnd] = useState('13:00');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const period = HoursSchema.safeParse({ start, end });
    if (!period.success) return setProblem(period.error.issues[0]?.message ?? AvailabilityMessages.time);
    if (!day) return setProblem(AvailabilityMessages.date);
    const overrides = blockTime(analyst.weekly_hours, analyst.date_overrides, day, period.data);
    if (!overrides) return setProblem(AvailabilityMessages.notWorking);
    setProblem(null);
    update.mutate(
      { id: analyst.id, date_overrides: overrides },
      { onSuccess: () => setNotice(AvailabilityMessages.blocked(`${start}–${end}`, dayTitle(day))) },
    );
  }

  return (
    <details className={styles.block}>
      <summary>Block time</summary>
      <form noValidate onSubmit={submit} className={styles.controls}>
        <TextField
          label="Day to block"
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <TextField
          label="From"
          type="time"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField label="To" type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
        <Button type="submit" variant="secondary" busy={update.isPending} busyLabel="Blocking...">
          Block this time
        </Button>
      </form>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'The time could not be blocked.')}</Alert>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </details>
  );
}
