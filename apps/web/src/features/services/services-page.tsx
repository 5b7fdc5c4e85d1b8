import { buttonClassName, Card, PageBanner, PageSection, SectionNav } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdditionalServices } from '../../components/additional-services/additional-services';
import type { ServicePage } from './service-pages';
import { ADDITIONAL_SERVICES, type ServiceCopy } from './services-content';
import styles from './services.module.css';

/** SPEC §2: the six items of the Services nav, in order. */
const NAV_ITEMS = [
  { key: 'reports', label: 'REPORTS' },
  { key: 'strategic-advisory', label: 'STRATEGIC ADVISORY' },
  { key: 'consultation', label: 'CONSULTATION' },
  { key: 'courses', label: 'COURSES' },
  { key: 'legal-expert', label: 'LEGAL EXPERT' },
  { key: 'speaking-events', label: 'SPEAKING & EVENTS' },
] as const;

/**
 * SPEC §2 services pages: the nav, the service's own copy, then the Additional Services strip. `section`: one of the
 * page's own after its offers, given by its route (the course sessions to come on /services/courses, issue 44).
 */
export function ServicesPage({
  page,
  copy,
  section,
}: {
  page: ServicePage;
  copy: ServiceCopy;
  section?: ReactNode;
}) {
  // reports-individual has no nav item: it belongs under REPORTS.
  const current = page === 'reports-individual' ? 'reports' : page;

  return (
    <>
      {/* Drawn afresh for each page, as the About nav is (about-page.tsx). */}
      <SectionNav
        key={current}
        label="Services"
        className={styles.sectionNav}
        items={NAV_ITEMS.map((item) => ({
          ...item,
          href: `/services/${item.key}`,
          active: item.key === current,
        }))}
        renderLink={(item, { href: _href, children, ...linkProps }) => (
          <Link to="/services/$service" params={{ service: item.key }} {...linkProps}>
            {children}
          </Link>
        )}
      />
      <PageBanner titleId="service-title" eyebrow="Services" title={copy.head.title}>
        <p>{copy.lead}</p>
      </PageBanner>

      <PageSection titleId="offers-title" title={copy.offersTitle}>
        <ul className={styles.cards}>
          {copy.offers.map((offer) => (
            <Card key={offer.title} as="li" title={offer.title}>
              {offer.price ? <p className={styles.price}>{offer.price}</p> : null}
              <p>{offer.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      {section}

      <PageSection tone="tinted">
        <div className={styles.blocks}>
          {copy.blocks.map((block) => (
            <div key={block.title} className={styles.block}>
              <h2 className={styles.blockTitle}>{block.title}</h2>
              {block.text ? <p>{block.text}</p> : null}
              {block.items ? (
                <ul>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
        <p className={styles.actions}>
          <Link to={copy.action.to} className={buttonClassName('primary')}>
            {copy.action.label}
          </Link>
          {copy.secondaryAction ? (
            <Link to={copy.secondaryAction.to} className={styles.secondaryLink}>
              {copy.secondaryAction.label}
            </Link>
          ) : null}
        </p>
      </PageSection>

      <AdditionalServices services={ADDITIONAL_SERVICES} layout="band" />
    </>
  );
}
