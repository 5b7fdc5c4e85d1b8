import { formatUsd } from '@firm/domain';
import { CONSULTATION_PRICES, type ServiceCopy } from '../services-content';

/** /services/consultation: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Expert Consultation',
    description:
      'Private sessions of 15, 30 or 60 minutes with our founder on coffee, cocoa, sugar, cotton and orange juice markets.',
  },
  lead: 'A private conversation with our founder, Maria Delgado Hart, to test a view, prepare a negotiation or brief a new team on a market, by video call or telephone, at a time that suits you.',
  offersTitle: 'Private sessions',
  offers: [
    {
      title: '15 minutes',
      price: formatUsd(CONSULTATION_PRICES[15]),
      text: 'A quick answer to one focused question: a price level, a crop estimate, the meaning of a news event.',
    },
    {
      title: '30 minutes',
      price: formatUsd(CONSULTATION_PRICES[30]),
      text: 'Time to discuss a position, a hedge or a purchasing plan, with our view and the reasons behind it.',
    },
    {
      title: '60 minutes',
      price: formatUsd(CONSULTATION_PRICES[60]),
      text: 'A full briefing on one or more markets, or a working session on your strategy, with written follow-up notes.',
    },
  ],
  blocks: [
    {
      title: 'How to book',
      items: [
        'Sign in, choose the length, an analyst (or the first available) and a free time, shown in your time zone.',
        'The time is held for you for 10 minutes while you pay by card.',
        'Your confirmation and a calendar invitation with the meeting link follow by email.',
        'To cancel or move a session, tell us at least 24 hours ahead.',
      ],
    },
    {
      title: 'Good questions to bring',
      items: [
        'Is the market pricing this crop correctly, and what would change that?',
        'How should we cover our needs for the next six to twelve months?',
        'What does this policy, weather event or fund move mean for us?',
      ],
    },
  ],
  action: { label: 'SCHEDULE CONSULTATION', to: '/client/consultations' },
};
