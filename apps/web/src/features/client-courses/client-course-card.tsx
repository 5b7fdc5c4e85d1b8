import {
  COURSE_FORMAT_LABELS,
  COURSE_LEVEL_LABELS,
  COMMODITY_LABELS,
  formatSessionDays,
  type ClientCourseSession,
} from '@firm/domain';
import { Alert, Button, TextField, VisuallyHidden } from '@firm/ui';
import { ApiRequestError } from '@firm/api-client';
import { useState, type FormEvent } from 'react';
import { useAddParticipant, useRemoveParticipant } from '../../data/client-courses';
import { failureMessage } from '../../lib/failure-message';
import { SessionMaterials } from './session-materials';
import styles from './client-courses.module.css';

/** A day of a session in the reader's zone: 'Friday, 12 March 2027, 14:00–22:00 GMT'. */
function dayInZone(meeting: { starts_at: string; ends_at: string }, timeZone: string): string {
  const start = new Date(meeting.starts_at);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const hours = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatRange(start, new Date(meeting.ends_at));
  return `${day}, ${hours}`;
}

/**
 * One session the organisation has seats in (issue 44): its course, each day in the reader's time zone, where it is
 * held and how to join (for its participants and the organisation's managers), the seats and the participants
 * named; owners and admins name a member or an outside address for a free seat and swap participants until it
 * starts. The materials staff uploaded follow.
 */
export function ClientCourseCard({
  session,
  timeZone,
  userId,
}: {
  session: ClientCourseSession;
  timeZone: string;
  userId: string | undefined;
}) {
  const add = useAddParticipant(userId);
  const remove = useRemoveParticipant(userId);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = `course-session-${session.id}`;
  const free = session.seats - session.participants.length;
  const fieldError = add.error instanceof ApiRequestError ? add.error.errors?.email?.[0] : undefined;
  const addError = add.error && !fieldError ? failureMessage(add.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    add.mutate(
      { sessionId: session.id, email },
      {
        onSuccess: (answer) => {
          setEmail('');
          setNotice(answer.message);
        },
      },
    );
  }

  return (
    <li className={styles.session} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {session.course.title}
      </h2>
      <p className={styles.muted}>
        {COURSE_LEVEL_LABELS[session.course.level]} · {COMMODITY_LABELS[session.course.commodity]} · taught by{' '}
        {session.analyst}
      </p>
      <p>
        <strong>{formatSessionDays(session.first_day, session.last_day)}</strong>
        {session.started ? ' (started)' : ''}
      </p>
      <ul className={styles.days} aria-label={`Days of ${session.course.title}, in your time zone`}>
        {session.meetings.map((meeting) => (
          <li key={meeting.starts_at}>{dayInZone(meeting, timeZone)}</li>
        ))}
      </ul>
      <p>
        {session.format === 'in_person' && session.place
          ? `${COURSE_FORMAT_LABELS.in_person}, ${session.place}`
          : COURSE_FORMAT_LABELS[session.format]}
        {session.joining_link ? (
          <>
            {' · '}
            <a href={session.joining_link} target="_blank" rel="noreferrer">
              Join the session <VisuallyHidden>{session.course.title}</VisuallyHidden>
            </a>
          </>
        ) : null}
      </p>

      <h3>Participants</h3>
      <p className={styles.muted}>
        {session.participants.length} of {session.seats} {session.seats === 1 ? 'seat' : 'seats'} named
      </p>
      {session.participants.length > 0 ? (
        <ul className={styles.participants} aria-label={`Participants of ${session.course.title}`}>
          {session.participants.map((participant) => (
            <li key={participant.id} className={styles.participant}>
              <span>
                {participant.name ? `${participant.name} (${participant.email})` : participant.email}
              </span>
              {session.can_manage ? (
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => {
                    setNotice(null);
                    remove.mutate(participant.id, { onSuccess: (answer) => setNotice(answer.message) });
                  }}
                >
                  Remove <VisuallyHidden>{participant.email}</VisuallyHidden>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? <Alert tone="error">{failureMessage(remove.error)}</Alert> : null}
      {notice ? <p role="status">{notice}</p> : null}

      {session.can_manage && free > 0 ? (
        <form
          className={styles.addForm}
          onSubmit={submit}
          noValidate
          aria-label={`Add a participant to ${session.course.title}`}
        >
          <TextField
            label="Participant’s email"
            hint="A colleague or someone outside your organisation."
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
            required
          />
          <Button type="submit" busy={add.isPending} busyLabel="Adding...">
            ADD PARTICIPANT
          </Button>
        </form>
      ) : null}
      {addError ? <Alert tone="error">{addError}</Alert> : null}

      <SessionMaterials session={session} />
    </li>
  );
}
