import { Card, PageSection } from '@firm/ui';
import { INDUSTRIES } from './industries-content';
import { INDUSTRY_CLIENTS } from './industry-clients';
import styles from './about.module.css';
import type { AboutSectionView } from './about-sections';

/** SPEC §2 Industries We Serve: five groups, each with a bullet list. */
export function Industries() {
  return (
    <PageSection>
      <p className={styles.lead}>
        From the farm to the trading floor to the supermarket shelf, the people who depend on soft commodity
        prices ask us the same questions: how much will be grown, who will buy it and at what price. These are
        the clients we answer them for.
      </p>
      <ul className={styles.cards}>
        {INDUSTRIES.map((industry) => (
          <Card key={industry.title} as="li" headingLevel={2} title={industry.title}>
            <p>{industry.text}</p>
            <ul>
              {INDUSTRY_CLIENTS[industry.title].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}

/** Industries We Serve: its page head and the section, as its route loads them (about-sections.ts). */
export const aboutSection: AboutSectionView = {
  head: {
    title: 'Industries We Serve',
    description:
      'Hedge funds, banks, growers, traders, manufacturers, retailers, governments and media rely on our soft commodity research and advice.',
  },
  View: Industries,
};
