import { buttonClassName, CallToAction, Card, PageBanner, PageSection } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { CourseSessions } from './course-sessions';
import { AUDIENCE, COURSE_DAYS, COURSE_PRICE, CURRICULUM, FORMATS, INCLUDED, INTRO } from './courses-content';
import styles from './courses.module.css';

/** /courses: formats, audience, the sessions to come, a sample curriculum and the price of the four-day courses. */
export function CoursesPage() {
  return (
    <>
      <PageBanner
        titleId="courses-title"
        eyebrow="Learn the soft commodity markets"
        title="Courses and Workshops"
      >
        <p>{INTRO}</p>
      </PageBanner>

      <PageSection titleId="formats-title" title="Two formats, one standard">
        <ul className={styles.cards}>
          {FORMATS.map((format) => (
            <Card key={format.title} as="li" title={format.title} eyebrow={`${COURSE_DAYS} days`}>
              <p>{format.text}</p>
            </Card>
          ))}
        </ul>
        <h2 className={styles.subTitle}>Who attends</h2>
        <ul className={styles.list}>
          {AUDIENCE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <CourseSessions />

      <PageSection tone="tinted" titleId="curriculum-title" title="Sample curriculum">
        <ol className={styles.days}>
          {CURRICULUM.map((day) => (
            <li key={day.day} className={styles.day}>
              <h3>
                <span className={styles.dayNumber}>{day.day}</span> {day.title}
              </h3>
              <ul>
                {day.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection titleId="fees-title" title="Fees">
        <div className={styles.fees}>
          <p className={styles.price}>
            {COURSE_PRICE} <span>per participant, for {COURSE_DAYS} days</span>
          </p>
          <p>The same fee applies in-house and online. It includes:</p>
          <ul className={styles.list}>
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </PageSection>

      <CallToAction
        title="Plan a course for your team"
        actions={
          <Link to="/contact" className={buttonClassName('secondary')}>
            ENQUIRE ABOUT A COURSE
          </Link>
        }
      >
        <p>
          Tell us who will attend, what they need to learn and when: we will propose a programme and dates.
        </p>
      </CallToAction>
    </>
  );
}
