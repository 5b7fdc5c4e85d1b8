import {
  COMMODITIES,
  COMMODITY_LABELS,
  CreateAnalystSchema,
  type AdminAnalyst,
  type Commodity,
  type CreateAnalystInput,
} from '@firm/domain';
import { Alert, Button, Fieldset, Select, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import styles from './staff.module.css';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One working period per weekday, as the form edits them; a day without one is a day off. */
type Day = { works: boolean; start: string; end: string };

export interface AnalystFormValues {
  user_id: string;
  time_zone: string;
  meeting_link: string;
  photo_url: string;
  expertise: Commodity[];
  days: Day[];
  /** 'YYYY-MM-DD' days off, one per line. */
  days_off: string;
  notice_hours: string;
  buffer_minutes: string;
  daily_max: string;
}

/** The form's values for an analyst (their first period of each weekday), or for a new one. */
export function formValuesOf(analyst: AdminAnalyst | null): AnalystFormValues {
  return {
    user_id: analyst?.user_id ?? '',
    time_zone: analyst?.time_zone ?? 'Europe/London',
    meeting_link: analyst?.meeting_link ?? '',
    photo_url: analyst?.photo_url ?? '',
    expertise: (analyst?.expertise ?? []) as Commodity[],
    days: WEEKDAYS.map((_, index) => {
      const period = analyst
        ? analyst.weekly_hours.find((row) => row.weekday === index + 1)
        : index < 5
          ? { start: '09:00', end: '17:00' }
          : undefined;
      return { works: period !== undefined, start: period?.start ?? '09:00', end: period?.end ?? '17:00' };
    }),
    days_off: (analyst?.date_overrides ?? [])
      .filter((override) => override.hours.length === 0)
      .map((override) => override.date)
      .join('\n'),
    notice_hours: String((analyst?.notice_minutes ?? 24 * 60) / 60),
    buffer_minutes: String(analyst?.buffer_minutes ?? 15),
    daily_max: String(analyst?.daily_max ?? 6),
  };
}

/** The API's body of the form's values. */
export function analystInputOf(values: AnalystFormValues, kept: AdminAnalyst | null) {
  const daysOff = values.days_off
    .split(/\s+/)
    .map((day) => day.trim())
    .filter(Boolean);
  return {
    user_id: values.user_id,
    time_zone: values.time_zone,
    meeting_link: values.meeting_link.trim(),
    photo_url: values.photo_url.trim() || null,
    expertise: values.expertise,
    weekly_hours: values.days.flatMap((day, index) =>
      day.works ? [{ weekday: index + 1, start: day.start, end: day.end }] : [],
    ),
    // Other hours on a date are kept as they were; the form edits the days off.
    date_overrides: [
      ...(kept?.date_overrides ?? []).filter(
        (override) => override.hours.length > 0 && !daysOff.includes(override.date),
      ),
      ...daysOff.map((date) => ({ date, hours: [] })),
    ],
    notice_minutes: Math.round(Number(values.notice_hours) * 60),
    buffer_minutes: Number(values.buffer_minutes),
    daily_max: Number(values.daily_max),
  };
}

/**
 * An analyst's profile and availability (issue 43): the staff member, their zone and meeting link, expertise,
 * working hours for each weekday in their own zone, days off, and the notice, buffer and daily maximum.
 */
export function AnalystForm({
  analyst,
  staffOptions,
  zones,
  busy,
  serverError,
  submitLabel,
  onSubmit,
}: {
  analyst: AdminAnalyst | null;
  /** Staff members who may become analysts; none when editing. */
  staffOptions: { value: string; label: string }[];
  zones: { value: string; label: string }[];
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  onSubmit: (input: CreateAnalystInput) => void;
}) {
  const [values, setValues] = useState(() => formValuesOf(analyst));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <Key extends keyof AnalystFormValues>(key: Key, value: AnalystFormValues[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const setDay = (index: number, change: Partial<Day>) =>
    set(
      'days',
      values.days.map((day, at) => (at === index ? { ...day, ...change } : day)),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateAnalystSchema.safeParse(analystInputOf(values, analyst));
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the fields.');
    setProblem(null);
    onSubmit(parsed.data);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {analyst ? null : (
        <Select
          label="Staff member"
          placeholder="Choose a staff member"
          options={staffOptions}
          value={values.user_id}
          onChange={(event) => set('user_id', event.target.value)}
        />
      )}
      <Select
        label="Time zone"
        options={zones}
        value={values.time_zone}
        onChange={(event) => set('time_zone', event.target.value)}
      />
      <TextField
        label="Meeting link"
        type="url"
        value={values.meeting_link}
        onChange={(event) => set('meeting_link', event.target.value)}
      />
      <TextField
        label="Photo address (optional)"
        type="url"
        value={values.photo_url}
        onChange={(event) => set('photo_url', event.target.value)}
      />
      <Fieldset legend="Expertise" hideLegend={false}>
        {COMMODITIES.map((commodity) => (
          <label key={commodity}>
            <input
              type="checkbox"
              checked={values.expertise.includes(commodity)}
              onChange={(event) =>
                set(
                  'expertise',
                  event.target.checked
                    ? [...values.expertise, commodity]
                    : values.expertise.filter((item) => item !== commodity),
                )
              }
            />{' '}
            {COMMODITY_LABELS[commodity]}
          </label>
        ))}
      </Fieldset>
      <Fieldset legend="Working hours, in the analyst's time zone" hideLegend={false}>
        {values.days.map((day, index) => (
          <div key={WEEKDAYS[index]} className={styles.day}>
            <label>
              <input
                type="checkbox"
                checked={day.works}
                onChange={(event) => setDay(index, { works: event.target.checked })}
              />{' '}
              {WEEKDAYS[index]}
            </label>
            <TextField
              label={`${WEEKDAYS[index]} from`}
              type="time"
              step={900}
              disabled={!day.works}
              value={day.start}
              onChange={(event) => setDay(index, { start: event.target.value })}
            />
            <TextField
              label={`${WEEKDAYS[index]} until`}
              type="time"
              step={900}
              disabled={!day.works}
              value={day.end}
              onChange={(event) => setDay(index, { end: event.target.value })}
            />
          </div>
        ))}
      </Fieldset>
      <TextField
        label="Days off (YYYY-MM-DD, separated by spaces)"
        value={values.days_off}
        onChange={(event) => set('days_off', event.target.value)}
      />
      <TextField
        label="Minimum notice, in hours"
        type="number"
        min={0}
        value={values.notice_hours}
        onChange={(event) => set('notice_hours', event.target.value)}
      />
      <TextField
        label="Buffer after each session, in minutes"
        type="number"
        min={0}
        step={5}
        value={values.buffer_minutes}
        onChange={(event) => set('buffer_minutes', event.target.value)}
      />
      <TextField
        label="Most sessions a day"
        type="number"
        min={1}
        value={values.daily_max}
        onChange={(event) => set('daily_max', event.target.value)}
      />
      {(problem ?? serverError) ? <Alert tone="error">{problem ?? serverError}</Alert> : null}
      <Button type="submit" busy={busy} busyLabel="Saving...">
        {submitLabel}
      </Button>
    </form>
  );
}
