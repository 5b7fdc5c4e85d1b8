import { PageSection } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { ADDITIONAL_SERVICES } from './services-content';
import styles from './services.module.css';

/** SPEC §2: every services page ends with links to four other services. */
export function AdditionalServices() {
  return (
    <PageSection
      titleId="additional-services-title"
      title="Additional Services"
      className={styles.additional}
    >
      <ul className={styles.additionalList}>
        {ADDITIONAL_SERVICES.map((service) => (
          <li key={service.page}>
            <Link
              to="/services/$service"
              params={{ service: service.page }}
              className={styles.additionalLink}
            >
              <span className={styles.additionalName}>{service.title}</span>
              <span className={styles.additionalText}>{service.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
