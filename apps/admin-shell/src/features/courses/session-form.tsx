import {
  COURSE_FORMAT_LABELS,
  COURSE_FORMATS,
  CourseSessionMessages,
  CreateCourseSessionSchema,
  fieldErrors,
  UpdateCourseSessionSchema,
  type AdminCourse,
  type AdminCourseSession,
  type CourseFormat,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Modal, Select, TextField } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { invalidReason, ReasonField } from '../../components/reason-field';
import {
  courseAnalystsQueryOptions,
  useAddCourseSessionMutation,
  useUpdateCourseSessionMutation,
} from '../../data/courses';
import { errorMessage } from '../../lib/error-message';
import { sessionDatesLabel } from './course-labels';
import { focusFirstInvalid } from './focus-first-invalid';
import styles from './courses.module.css';

const FORM_ID = 'course-session-form';
/** The zone a new session starts in: the firm's head office. */
export const DEFAULT_SESSION_ZONE = 'America/New_York';

/** The fields in the form's order; the names are the API's (dotted for the hours), so its messages find them. */
const FIELDS = [
  'first_day',
  'last_day',
  'hours.start',
  'hours.end',
  'time_zone',
  'format',
  'place',
  'joining_link',
  'capacity',
  'price_per_participant',
  'analyst_id',
  'reason',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'format'>, string> & { format: CourseFormat };

const FORMAT_OPTIONS = COURSE_FORMATS.map((format) => ({
  value: format,
  label: COURSE_FORMAT_LABELS[format],
}));

function valuesOf(session: AdminCourseSession | null): Values {
  return {
    first_day: session?.first_day ?? '',
    last_day: session?.last_day ?? '',
    'hours.start': session?.hours.start ?? '09:00',
    'hours.end': session?.hours.end ?? '17:00',
    time_zone: session?.time_zone ?? DEFAULT_SESSION_ZONE,
    format: session?.format ?? 'virtual',
    place: session?.place ?? '',
    joining_link: session?.joining_link ?? '',
    capacity: session ? String(session.capacity) : '',
    price_per_participant: session ? String(session.price_per_participant) : '',
    analyst_id: session ? String(session.analyst.id) : '',
    reason: '',
  };
}

/** An empty number field is no number: the schema answers its own message for it. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The API's body of the form's values: the place of an in-person session, the link of a virtual one. */
function sessionInputOf(values: Values) {
  return {
    first_day: values.first_day,
    last_day: values.last_day,
    hours: { start: values['hours.start'], end: values['hours.end'] },
    time_zone: values.time_zone,
    format: values.format,
    place: values.format === 'in_person' ? values.place.trim() || null : null,
    joining_link: values.format === 'virtual' ? values.joining_link.trim() || null : null,
    capacity: numberOf(values.capacity),
    price_per_participant: numberOf(values.price_per_participant),
    analyst_id: numberOf(values.analyst_id),
  };
}

function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone,
  }));
}

/**
 * A session of a course in a dialog, new or edited: its days and daily hours in its own time zone, virtual with a
 * joining link or in person at a place, its capacity, price per participant and analyst. Changing the price of a
 * session asks why (kept in the audit log). The API's rules are checked before sending; its refusals show under
 * their fields.
 */
export function SessionForm({
  course,
  session,
  open,
  onClose,
  onSaved,
}: {
  course: AdminCourse;
  /** The session edited, or null for a new one. */
  session: AdminCourseSession | null;
  open: boolean;
  onClose: () => void;
  /** The server's words for the change ('Session added.'). */
  onSaved: (message: string) => void;
}) {
  const add = useAddCourseSessionMutation();
  const update = useUpdateCourseSessionMutation();
  const save = session ? update : add;
  const analysts = useQuery({ ...courseAnalystsQueryOptions(), enabled: open });
  const [values, setValues] = useState(() => valuesOf(session));
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [zones] = useState(() => zoneOptions(values.time_zone));
  const serverErrors = save.error instanceof ApiRequestError ? (save.error.errors ?? {}) : {};
  const fieldError = (name: Field) => problems[name]?.[0] ?? serverErrors[name]?.[0];
  const placed = FIELDS.some((name) => serverErrors[name]);
  const set = (name: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
  // Money changes: a new price of an existing session is given a reason, which the server requires too.
  const priceChanged =
    session !== null && numberOf(values.price_per_participant) !== session.price_per_participant;

  // An analyst no longer taking sessions still shows as the one teaching this session.
  const analystOptions = (analysts.data ?? []).map((analyst) => ({
    value: String(analyst.id),
    label: `${analyst.name} (${analyst.time_zone})`,
  }));
  if (session && !analystOptions.some((option) => option.value === String(session.analyst.id)))
    analystOptions.unshift({ value: String(session.analyst.id), label: session.analyst.name });

  function close() {
    add.reset();
    update.reset();
    setProblems({});
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = sessionInputOf(values);
    const checked = session
      ? UpdateCourseSessionSchema.safeParse(priceChanged ? { ...input, reason: values.reason } : input)
      : CreateCourseSessionSchema.safeParse(input);
    const found = checked.success ? {} : fieldErrors(checked.error);
    const reasonProblem = priceChanged ? invalidReason(values.reason) : undefined;
    if (reasonProblem) found.reason = [reasonProblem];
    if (!checked.success || reasonProblem) {
      setProblems(found);
      focusFirstInvalid(event.currentTarget, FIELDS, found);
      return;
    }
    setProblems({});
    const done = {
      onSuccess: (answer: { message?: string | undefined }) => {
        onSaved(answer.message ?? (session ? CourseSessionMessages.saved : CourseSessionMessages.created));
        close();
      },
    };
    if (session) update.mutate({ id: session.id, body: checked.data }, done);
    else add.mutate({ courseId: course.id, body: checked.data }, done);
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={
        session ? `Edit the session of ${sessionDatesLabel(session)}` : `Add a session of ${course.title}`
      }
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={save.isPending} busyLabel="Saving...">
            {session ? 'Save' : 'Add session'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        {save.isError && !placed ? (
          <Alert tone="error">
            {errorMessage(save.error, 'The session could not be saved. Please try again.')}
          </Alert>
        ) : null}
        {session ? <p className={styles.hint}>{course.title}</p> : null}
        <div className={styles.pair}>
          <TextField
            name="first_day"
            label="First day"
            type="date"
            required
            value={values.first_day}
            onChange={set('first_day')}
            error={fieldError('first_day')}
          />
          <TextField
            name="last_day"
            label="Last day"
            type="date"
            required
            value={values.last_day}
            onChange={set('last_day')}
            error={fieldError('last_day')}
          />
        </div>
        <p className={styles.hint}>
          Every day of the session has the same hours, in the session’s time zone.
        </p>
        <div className={styles.pair}>
          <TextField
            name="hours.start"
            label="Starts at"
            type="time"
            step={900}
            required
            value={values['hours.start']}
            onChange={set('hours.start')}
            error={fieldError('hours.start')}
          />
          <TextField
            name="hours.end"
            label="Ends at"
            type="time"
            step={900}
            required
            value={values['hours.end']}
            onChange={set('hours.end')}
            error={fieldError('hours.end')}
          />
        </div>
        <Select
          name="time_zone"
          label="Time zone"
          options={zones}
          value={values.time_zone}
          onChange={set('time_zone')}
          error={fieldError('time_zone')}
        />
        <Select
          name="format"
          label="Format"
          options={FORMAT_OPTIONS}
          value={values.format}
          onChange={set('format')}
          error={fieldError('format')}
        />
        {values.format === 'in_person' ? (
          <TextField
            name="place"
            label="Place"
            hint="Where the session takes place: the venue and its address."
            required
            maxLength={300}
            value={values.place}
            onChange={set('place')}
            error={fieldError('place')}
          />
        ) : (
          <TextField
            name="joining_link"
            label="Joining link"
            hint="An https:// address; only the session’s participants see it."
            type="url"
            required
            maxLength={500}
            value={values.joining_link}
            onChange={set('joining_link')}
            error={fieldError('joining_link')}
          />
        )}
        <div className={styles.pair}>
          <TextField
            name="capacity"
            label="Capacity"
            hint="Seats in all."
            type="number"
            min={1}
            step={1}
            required
            value={values.capacity}
            onChange={set('capacity')}
            error={fieldError('capacity')}
          />
          <TextField
            name="price_per_participant"
            label="Price per participant"
            hint="In US dollars, e.g. 5000."
            type="number"
            min={1}
            step={0.01}
            required
            value={values.price_per_participant}
            onChange={set('price_per_participant')}
            error={fieldError('price_per_participant')}
          />
        </div>
        {priceChanged ? (
          <ReasonField
            name="reason"
            hint="Why the price changes; kept in the audit log."
            rows={2}
            value={values.reason}
            onChange={set('reason')}
            error={fieldError('reason')}
          />
        ) : null}
        <Select
          name="analyst_id"
          label="Analyst"
          placeholder={analysts.isPending && !session ? 'Loading the analysts…' : 'Choose an analyst'}
          options={analystOptions}
          value={values.analyst_id}
          onChange={set('analyst_id')}
          error={
            fieldError('analyst_id') ??
            (analysts.isError
              ? errorMessage(analysts.error, 'The analysts could not be loaded. Please try again.')
              : undefined)
          }
        />
      </form>
    </Modal>
  );
}
