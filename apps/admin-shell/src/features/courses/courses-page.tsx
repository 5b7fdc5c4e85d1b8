import { formatUsd, truncateWords, type AdminCourse, type AdminCourseSession } from '@firm/domain';
import { Alert, Button, Table, type TableColumn } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { coursesQueryOptions } from '../../data/courses';
import { staffMeQueryOptions } from '../../data/staff';
import { mayWrite } from '../../lib/access';
import { CourseForm } from './course-form';
import {
  courseKindLabel,
  seatsLabel,
  sessionDatesLabel,
  sessionFormatLabel,
  sessionHoursLabel,
} from './course-labels';
import { MaterialsDialog } from './materials-dialog';
import { SessionForm } from './session-form';
import styles from './courses.module.css';

/** How much of a course's description the list shows. */
const DESCRIPTION_WORDS = 40;

interface CourseDialog {
  open: boolean;
  course: AdminCourse | null;
  /** A new opening gets fresh fields. */
  key: number;
}

interface SessionDialog {
  open: boolean;
  course: AdminCourse | null;
  session: AdminCourseSession | null;
  key: number;
}

/** The session whose materials are shown, kept while its dialog closes. */
interface MaterialsOf {
  open: boolean;
  course: AdminCourse;
  session: AdminCourseSession;
  key: number;
}

/**
 * The courses (issue 44), each with its sessions: their days and daily hours in their own zone, format and place,
 * analyst, seats and price, and their materials. Staff who may change the area add and edit courses and sessions
 * (a session that has started is no longer edited) and upload and remove materials.
 */
export function CoursesPage() {
  const { data: courses } = useSuspenseQuery(coursesQueryOptions());
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const mayChange = mayWrite(me, 'courses');
  const [notice, setNotice] = useState<string | null>(null);
  const [courseDialog, setCourseDialog] = useState<CourseDialog>({ open: false, course: null, key: 0 });
  const [sessionDialog, setSessionDialog] = useState<SessionDialog>({
    open: false,
    course: null,
    session: null,
    key: 0,
  });

  const [materialsOf, setMaterialsOf] = useState<MaterialsOf | null>(null);

  const openMaterials = (course: AdminCourse, session: AdminCourseSession) =>
    setMaterialsOf((previous) => ({ open: true, course, session, key: (previous?.key ?? 0) + 1 }));
  const openCourse = (course: AdminCourse | null) =>
    setCourseDialog((previous) => ({ open: true, course, key: previous.key + 1 }));
  const openSession = (course: AdminCourse, session: AdminCourseSession | null) =>
    setSessionDialog((previous) => ({ open: true, course, session, key: previous.key + 1 }));

  const columns = (course: AdminCourse): TableColumn<AdminCourseSession>[] => [
    { key: 'dates', header: 'Dates', rowHeader: true, cell: sessionDatesLabel },
    { key: 'hours', header: 'Daily hours', cell: sessionHoursLabel },
    { key: 'format', header: 'Format and place', cell: sessionFormatLabel },
    { key: 'analyst', header: 'Analyst', cell: (session) => session.analyst.name },
    { key: 'capacity', header: 'Capacity', align: 'end', cell: (session) => session.capacity },
    { key: 'seats', header: 'Seats left', cell: seatsLabel },
    {
      key: 'price',
      header: 'Price per participant',
      align: 'end',
      cell: (session) => formatUsd(session.price_per_participant, 'cents'),
    },
    { key: 'status', header: 'Status', cell: (session) => (session.started ? 'Started' : 'Upcoming') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (session: AdminCourseSession) => {
        return (
          <span className={styles.actions}>
            <Button variant="secondary" onClick={() => openMaterials(course, session)}>
              Materials{' '}
              <span className="visually-hidden">
                of the session of {sessionDatesLabel(session)}, {course.title}
              </span>
            </Button>
            {mayChange && !session.started ? (
              <Button variant="secondary" onClick={() => openSession(course, session)}>
                Edit{' '}
                <span className="visually-hidden">
                  session of {sessionDatesLabel(session)}, {course.title}
                </span>
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <title>Courses | Back office</title>
      <div className={styles.header}>
        <h1>Courses</h1>
        {mayChange ? (
          <Button className={styles.addCourse} onClick={() => openCourse(null)}>
            Add course
          </Button>
        ) : null}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {courses.length === 0 ? <p>No courses yet.</p> : null}
      {courses.map((course) => (
        <section key={course.id} className={styles.course} aria-labelledby={`course-${course.id}`}>
          <div className={styles.courseHeader}>
            <div>
              <h2 id={`course-${course.id}`} className={styles.courseTitle}>
                {course.title}
              </h2>
              <p className={styles.meta}>{courseKindLabel(course)}</p>
            </div>
            {mayChange ? (
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => openCourse(course)}>
                  Edit <span className="visually-hidden">{course.title}</span>
                </Button>
                <Button variant="secondary" onClick={() => openSession(course, null)}>
                  Add session <span className="visually-hidden">of {course.title}</span>
                </Button>
              </div>
            ) : null}
          </div>
          <p className={styles.description}>{truncateWords(course.description, DESCRIPTION_WORDS)}</p>
          <Table
            caption={`Sessions of ${course.title}`}
            hideCaption
            columns={columns(course)}
            rows={course.sessions}
            rowKey={(session) => session.id}
            emptyMessage="No sessions yet."
          />
        </section>
      ))}
      {mayChange ? (
        <CourseForm
          key={`course-${courseDialog.key}`}
          course={courseDialog.course}
          open={courseDialog.open}
          onClose={() => setCourseDialog((previous) => ({ ...previous, open: false }))}
          onSaved={setNotice}
        />
      ) : null}
      {materialsOf ? (
        <MaterialsDialog
          key={`materials-${materialsOf.key}`}
          course={materialsOf.course}
          session={materialsOf.session}
          open={materialsOf.open}
          mayChange={mayChange}
          onClose={() => setMaterialsOf((previous) => previous && { ...previous, open: false })}
        />
      ) : null}
      {mayChange && sessionDialog.course ? (
        <SessionForm
          key={`session-${sessionDialog.key}`}
          course={sessionDialog.course}
          session={sessionDialog.session}
          open={sessionDialog.open}
          onClose={() => setSessionDialog((previous) => ({ ...previous, open: false }))}
          onSaved={setNotice}
        />
      ) : null}
    </div>
  );
}
