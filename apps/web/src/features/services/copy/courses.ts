import { formatUsd } from '@firm/domain';
import { COURSE_PRICE_PER_PARTICIPANT, type ServiceCopy } from '../services-content';

/** /services/courses: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Courses and Workshops',
    description: `Four-day courses on soft commodity fundamentals, futures and risk management, in-house or virtual, at ${formatUsd(COURSE_PRICE_PER_PARTICIPANT)} per participant.`,
  },
  lead: 'Four-day courses that give traders, buyers, analysts and risk managers a working command of the soft commodity markets, taught in-house at your offices or live online.',
  offersTitle: 'Two formats',
  offers: [
    {
      title: 'In-house',
      price: `${formatUsd(COURSE_PRICE_PER_PARTICIPANT)} per participant`,
      text: 'Four days at your offices, anywhere in the world, for your team only, with examples drawn from your business.',
    },
    {
      title: 'Virtual',
      price: `${formatUsd(COURSE_PRICE_PER_PARTICIPANT)} per participant`,
      text: 'Four days of live online sessions with exercises and questions, for participants wherever they work.',
    },
  ],
  blocks: [
    {
      title: 'What participants learn',
      items: [
        'How coffee, cocoa, sugar, cotton and orange juice are grown, traded and priced',
        'Futures, options and the basis: the tools of price risk',
        'Building and reading a supply and demand balance sheet',
        'Hedging strategies for producers, processors and buyers',
        'Reading fund positioning, weather and policy news',
      ],
    },
    {
      title: 'Fees',
      text: `Each four-day course costs ${formatUsd(COURSE_PRICE_PER_PARTICIPANT)} per participant, including the course materials and a certificate of completion.`,
    },
  ],
  action: { label: 'SEE THE COURSE PROGRAMME', to: '/courses' },
  secondaryAction: { label: 'Ask about dates', to: '/contact' },
};
