import {
  COMMODITIES,
  COMMODITY_LABELS,
  COURSE_LEVEL_LABELS,
  COURSE_LEVELS,
  CourseMessages,
  CreateCourseSchema,
  fieldErrors,
  type AdminCourse,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Modal, Select, TextArea, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import { useAddCourseMutation, useUpdateCourseMutation } from '../../data/courses';
import { errorMessage } from '../../lib/error-message';
import { focusFirstInvalid } from './focus-first-invalid';
import styles from './courses.module.css';

const FORM_ID = 'course-form';
const FIELDS = ['title', 'description', 'level', 'commodity'] as const;

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: COURSE_LEVEL_LABELS[level] }));
const COMMODITY_OPTIONS = COMMODITIES.map((commodity) => ({
  value: commodity,
  label: COMMODITY_LABELS[commodity],
}));

/**
 * A course's title, description, level and commodity in a dialog, new or edited. The fields are checked with the
 * API's own rules before they are sent; what the server still refuses shows under its field.
 */
export function CourseForm({
  course,
  open,
  onClose,
  onSaved,
}: {
  /** The course edited, or null for a new one. */
  course: AdminCourse | null;
  open: boolean;
  onClose: () => void;
  /** The server's words for the change ('Course added.'). */
  onSaved: (message: string) => void;
}) {
  const add = useAddCourseMutation();
  const update = useUpdateCourseMutation();
  const save = course ? update : add;
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const serverErrors = save.error instanceof ApiRequestError ? (save.error.errors ?? {}) : {};
  const fieldError = (name: string) => problems[name]?.[0] ?? serverErrors[name]?.[0];
  const placed = FIELDS.some((name) => serverErrors[name]);

  function close() {
    add.reset();
    update.reset();
    setProblems({});
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const checked = CreateCourseSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, text(name)] as const)),
    );
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setProblems(found);
      focusFirstInvalid(event.currentTarget, FIELDS, found);
      return;
    }
    setProblems({});
    const done = {
      onSuccess: (answer: { message?: string | undefined }) => {
        onSaved(answer.message ?? (course ? CourseMessages.saved : CourseMessages.created));
        close();
      },
    };
    if (course) update.mutate({ id: course.id, body: checked.data }, done);
    else add.mutate(checked.data, done);
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={course ? `Edit ${course.title}` : 'Add a course'}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={save.isPending} busyLabel="Saving...">
            {course ? 'Save' : 'Add course'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        {save.isError && !placed ? (
          <Alert tone="error">
            {errorMessage(save.error, 'The course could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <TextField
          name="title"
          label="Title"
          defaultValue={course?.title ?? ''}
          required
          maxLength={200}
          error={fieldError('title')}
        />
        <TextArea
          name="description"
          label="Description"
          defaultValue={course?.description ?? ''}
          rows={6}
          required
          maxLength={5000}
          error={fieldError('description')}
        />
        <div className={styles.pair}>
          <Select
            name="level"
            label="Level"
            placeholder="Choose a level"
            defaultValue={course?.level}
            options={LEVEL_OPTIONS}
            required
            error={fieldError('level')}
          />
          <Select
            name="commodity"
            label="Commodity"
            placeholder="Choose a commodity"
            defaultValue={course?.commodity}
            options={COMMODITY_OPTIONS}
            required
            error={fieldError('commodity')}
          />
        </div>
      </form>
    </Modal>
  );
}
