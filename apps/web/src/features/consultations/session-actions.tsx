import {
  addCalendarDays,
  BOOKING_HORIZON_DAYS,
  ConsultationMessages,
  dayIn,
  formatSessionTime,
  type ClientSession,
  type ConsultationLength,
} from '@firm/domain';
import { Alert, Button, ConfirmDialog, Modal, TextField } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCancelConsultationMutation, useRescheduleConsultationMutation } from '../../data/consultations';
import { failureMessage } from '../../lib/failure-message';
import styles from './consultations.module.css';
import { FreeTimes } from './free-times';

/**
 * What may be done with a session to come (issue 43): moved or cancelled up to 24 hours before it starts (SPEC's
 * terms); later, the firm is to be contacted. `onChanged` gets the message to announce.
 */
export function SessionActions({
  session,
  timeZone,
  onChanged,
}: {
  session: ClientSession;
  timeZone: string;
  onChanged: (message: string) => void;
}) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelConsultationMutation();
  if (session.status !== 'booked') return null;
  if (!session.can_change)
    return (
      <p className={styles.muted}>
        Less than 24 hours to go: to move or cancel this session, please <Link to="/contact">contact us</Link>
        .
      </p>
    );
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setMoving(true)}>
        Move
        <span className="visually-hidden">
          {' '}
          the session of {formatSessionTime(new Date(session.starts_at), timeZone)}
        </span>
      </Button>
      <Button variant="ghost" onClick={() => setCancelling(true)}>
        Cancel
        <span className="visually-hidden">
          {' '}
          the session of {formatSessionTime(new Date(session.starts_at), timeZone)}
        </span>
      </Button>
      {moving ? (
        <MoveDialog
          session={session}
          timeZone={timeZone}
          onClose={() => setMoving(false)}
          onMoved={(message) => {
            setMoving(false);
            onChanged(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title="Cancel this session?"
        confirmLabel="Cancel the session"
        cancelLabel="Keep it"
        destructive
        busy={cancel.isPending}
        busyLabel="Cancelling..."
        error={cancel.isError ? failureMessage(cancel.error) : undefined}
        onConfirm={() =>
          cancel.mutate(session.id, {
            onSuccess: (answer) => {
              setCancelling(false);
              onChanged(answer.message);
            },
          })
        }
        onCancel={() => {
          setCancelling(false);
          cancel.reset();
        }}
      >
        {session.covered_by === 'monthly_call'
          ? 'The time is given back to the analyst, and the monthly call returns to your organisation.'
          : session.covered_by === 'credit'
            ? 'The time is given back to the analyst, and the consultation credit returns to your organisation.'
            : 'The time is given back to the analyst. A card payment is not refunded (our terms: no refunds).'}
      </ConfirmDialog>
    </div>
  );
}

function MoveDialog({
  session,
  timeZone,
  onClose,
  onMoved,
}: {
  session: ClientSession;
  timeZone: string;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const today = dayIn(new Date(), timeZone);
  const [day, setDay] = useState(() => dayIn(new Date(session.starts_at), timeZone));
  const [start, setStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useRescheduleConsultationMutation();
  return (
    <Modal
      open
      onClose={onClose}
      title={`Move your session with ${session.analyst.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the time
          </Button>
          <Button
            busy={move.isPending}
            busyLabel="Moving..."
            onClick={() => {
              if (!start) return setProblem(ConsultationMessages.start);
              move.mutate(
                { sessionId: session.id, starts_at: start, time_zone: timeZone },
                {
                  onSuccess: (answer) => onMoved(answer.message),
                  onError: (caught) => {
                    setStart(null);
                    setProblem(failureMessage(caught));
                  },
                },
              );
            }}
          >
            Move to this time
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label="Day"
          type="date"
          min={today}
          max={addCalendarDays(today, BOOKING_HORIZON_DAYS)}
          value={day}
          onChange={(event) => {
            if (!event.target.value) return;
            setDay(event.target.value);
            setStart(null);
          }}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <FreeTimes
          query={{
            length: session.length as ConsultationLength,
            day,
            time_zone: timeZone,
            analyst: session.analyst.id,
          }}
          value={start}
          onChange={(value) => {
            setStart(value);
            setProblem(null);
          }}
          empty="No free times this day. Choose another day."
        />
      </div>
    </Modal>
  );
}
