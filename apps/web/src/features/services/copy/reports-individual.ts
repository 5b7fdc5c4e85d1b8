import { ARCHIVE_STEPS, type ServiceCopy } from '../services-content';

/** /services/reports-individual: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Individual Archived Reports',
    description:
      'Buy a single report from our archive of soft commodity research since 2001, without a subscription.',
  },
  lead: 'Need one study rather than a subscription? Our archive holds the reports we have published since 2001, and each of them can be bought on its own.',
  offersTitle: 'What the archive holds',
  offers: [
    {
      title: 'Weekly round-ups',
      text: 'Every issue of our weekly commentary on the five softs: what moved the market, week by week.',
    },
    {
      title: 'In-depth reports',
      text: 'Seasonal studies of each commodity, with the balance sheets and crop estimates of their time.',
    },
    {
      title: 'Special reports',
      text: 'Our analysis of market events as they unfolded, from Brazilian frosts to West African cocoa shortfalls.',
    },
  ],
  blocks: [
    {
      title: 'How it works',
      items: [...ARCHIVE_STEPS],
    },
    {
      title: 'Who buys archived reports',
      items: [
        'Law firms and experts reconstructing what the market knew at a given date',
        'Companies entering a market and wanting its recent history',
        'Auditors and boards reviewing past hedging and purchasing decisions',
        'Researchers and students of commodity markets',
      ],
    },
  ],
  action: { label: 'REQUEST AN ARCHIVED REPORT', to: '/contact' },
  secondaryAction: { label: 'See current subscriptions', to: '/reports' },
};
