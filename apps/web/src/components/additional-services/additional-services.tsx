import { PageSection } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import styles from './additional-services.module.css';

/** Where one of the Additional Services links goes. */
export type AdditionalServiceLink =
  { to: '/services/$service'; params: { service: string } } | { to: '/courses' };

export interface AdditionalService {
  title: string;
  text: string;
  link: AdditionalServiceLink;
}

/** SPEC §2: the Report Library, Bookmarks and Report Archives end with links to three other services. */
export const CLIENT_ADDITIONAL_SERVICES = [
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
] as const satisfies readonly AdditionalService[];

export interface AdditionalServicesProps {
  services: readonly AdditionalService[];
  /** 'band' (the services pages' strip): a full-width page section. 'block' (the client pages): a block that ends
   * the page's own column. */
  layout: 'band' | 'block';
}

/** The Additional Services links at the end of the services pages and of the client's pages. */
export function AdditionalServices({ services, layout }: AdditionalServicesProps) {
  const list = (
    <ul className={styles.list}>
      {services.map((service) => (
        <li key={service.title}>
          <Link {...service.link} className={styles.link}>
            <span className={styles.name}>{service.title}</span>
            <span className={styles.text}>{service.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  if (layout === 'band') {
    return (
      <PageSection titleId="additional-services-title" title="Additional Services" className={styles.band}>
        {list}
      </PageSection>
    );
  }
  return (
    <section aria-labelledby="client-additional-services" className={styles.block}>
      <h2 id="client-additional-services" className={styles.title}>
        Additional Services
      </h2>
      {list}
    </section>
  );
}
