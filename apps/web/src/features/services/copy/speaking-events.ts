import type { ServiceCopy } from '../services-content';

/** /services/speaking-events: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Speaking & Events',
    description:
      'Keynotes, panels and client briefings on soft commodity markets, from a speaker at more than 300 conferences in over 100 countries.',
  },
  lead: 'Maria Delgado Hart has spoken at more than 300 conferences in over 100 countries, and brings soft commodity markets to life for specialists and general audiences alike.',
  offersTitle: 'Formats',
  offers: [
    {
      title: 'Keynotes',
      text: 'The outlook for coffee, cocoa, sugar, cotton or orange juice, or the softs as a whole, for conferences and annual meetings.',
    },
    {
      title: 'Panels and moderation',
      text: 'As a panellist or moderator who keeps a discussion sharp, balanced and on time.',
    },
    {
      title: 'Client events and board briefings',
      text: 'Private briefings for your clients, board or leadership team, in person or online.',
    },
    {
      title: 'Media',
      text: 'Interviews and commentary for the financial and trade press, television, radio and podcasts.',
    },
  ],
  blocks: [
    {
      title: 'Popular topics',
      items: [
        'Where prices go next: supply, demand and the funds',
        'Climate, weather and the future of the producing regions',
        'Traceability and deforestation rules: what they change for the trade',
        'Buying well in volatile markets',
        'From farm to futures: how the softs are priced',
      ],
    },
    {
      title: 'Booking',
      text: 'Tell us the event, date, audience and format. Talks are given in English, Spanish or Portuguese.',
    },
  ],
  action: { label: 'REQUEST A SPEAKER', to: '/contact' },
};
