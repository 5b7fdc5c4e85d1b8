import { Link } from '@tanstack/react-router';
import styles from './client-additional-services.module.css';

/** SPEC §2: the Report Library, Bookmarks and Report Archives end with links to three other services. */
const SERVICES = [
  {
    title: 'Expert Consultation',
    text: 'Private sessions of 15, 30 or 60 minutes with our analysts.',
    link: { to: '/services/$service', params: { service: 'consultation' } },
  },
  {
    title: 'Individual Archived Reports',
    text: 'Any report from our archive, bought on its own.',
    link: { to: '/services/$service', params: { service: 'reports-individual' } },
  },
  {
    title: 'Courses & Workshops',
    text: 'Four-day courses, in-house or virtual.',
    link: { to: '/courses' },
  },
] as const;

export function ClientAdditionalServices() {
  return (
    <section aria-labelledby="client-additional-services" className={styles.block}>
      <h2 id="client-additional-services" className={styles.title}>
        Additional Services
      </h2>
      <ul className={styles.list}>
        {SERVICES.map((service) => (
          <li key={service.title}>
            <Link {...service.link} className={styles.link}>
              <span className={styles.name}>{service.title}</span>
              <span className={styles.text}>{service.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
