import type { ServiceCopy } from '../services-content';

/** /services/reports: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Premium Reports',
    description:
      'Weekly and in-depth reports on coffee, cocoa, sugar, cotton and orange juice, by yearly subscription for one user, up to three users or the enterprise.',
  },
  lead: 'Weekly round-ups and in-depth studies of coffee, cocoa, sugar, cotton and orange juice, written by analysts who have followed these markets for over 40 years.',
  offersTitle: 'What we publish',
  offers: [
    {
      title: 'Softs Weekly Round Up',
      text: 'Every week: prices, spreads, fund positioning, weather and the news across all five softs, with our view for the week ahead.',
    },
    {
      title: 'In-depth reports',
      text: 'One per commodity: supply and demand by origin, crop estimates, consumption and stocks, and price scenarios for the season.',
    },
    {
      title: 'Special reports',
      text: 'Crop tours, policy changes and market shocks, analysed when they happen, for subscribers to the commodity concerned.',
    },
  ],
  blocks: [
    {
      title: 'A licence for every team',
      text: 'Every report is sold by yearly subscription, priced per licence tier. Subscriptions renew each year; we send the renewal invoice 30 days before the renewal date.',
      items: [
        'Single user: one named reader.',
        'Up to 3 users: a desk or a small team.',
        'Enterprise: everyone in your organisation, with no limits and a monthly call with our analysts.',
      ],
    },
    {
      title: 'What every report covers',
      items: [
        'Production by origin, with our own crop estimates and field notes',
        'Consumption, trade flows and stocks',
        'Weather, freight, currencies and policy',
        'Futures curves, spreads and fund positioning',
        'Our price outlook, with the scenarios that would change it',
      ],
    },
  ],
  action: { label: 'VIEW THE REPORT CATALOGUE', to: '/reports' },
};
