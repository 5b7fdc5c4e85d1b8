import { buttonClassName, Card, PageBanner, PageSection } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { ArchivedReports } from './archived-reports';
import type { ArchivedReportsSearch } from './archived-reports-search';
import { serviceCopy as copy } from './copy/reports-individual';
import { ARCHIVE_STEPS } from './services-content';
import styles from './services.module.css';

/**
 * /individual-reports: single reports from the archive, bought without a subscription (issue 44): the archive to
 * search and buy from, what it holds, and how buying one works.
 */
export function IndividualReportsPage({ search }: { search: ArchivedReportsSearch }) {
  return (
    <>
      <PageBanner titleId="individual-reports-title" eyebrow="Reports" title="Individual Archived Reports">
        <p>{copy.lead}</p>
      </PageBanner>
      <PageSection titleId="archive-list-title" title="Buy a report from the archive">
        <ArchivedReports search={search} />
      </PageSection>
      <PageSection tone="tinted" titleId="archive-title" title={copy.offersTitle}>
        <ul className={styles.cards}>
          {copy.offers.map((offer) => (
            <Card key={offer.title} as="li" title={offer.title}>
              <p>{offer.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection aria-labelledby="how-title">
        <div className={styles.block}>
          <h2 id="how-title" className={styles.blockTitle}>
            How it works
          </h2>
          <ol>
            {ARCHIVE_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            A report bought alone is your organisation&rsquo;s to keep: it opens in your Report Library for
            your team, without an end date. For the reports of the current season, a yearly subscription
            usually costs less than buying issues one by one.
          </p>
          <p className={styles.actions}>
            <Link to="/contact" className={buttonClassName('primary')}>
              ASK ABOUT A REPORT
            </Link>
            <Link to="/reports" className={styles.secondaryLink}>
              See the reports available by subscription
            </Link>
          </p>
        </div>
      </PageSection>
    </>
  );
}
