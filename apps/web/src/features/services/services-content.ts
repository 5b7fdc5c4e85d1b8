import { formatUsd } from '@firm/domain';
import type { AdditionalService } from '../../components/additional-services/additional-services';
import type { ServicePage } from './service-pages';

/** Pages outside /services that a service page sends visitors on to. */
export type ServiceLinkTarget = '/reports' | '/contact' | '/courses' | '/individual-reports';

export interface ServiceCopy {
  lead: string;
  /** Cards near the top: the formats, products or sessions of the service. */
  offers: { title: string; price?: string; text: string }[];
  offersTitle: string;
  /** Text sections after the cards. */
  blocks: { title: string; text?: string; items?: string[] }[];
  action: { label: string; to: ServiceLinkTarget };
  secondaryAction?: { label: string; to: ServiceLinkTarget };
}

/** SPEC §9: consultation and course prices. */
export const CONSULTATION_PRICES = { 30: 495, 60: 985 } as const;
export const COURSE_PRICE_PER_PARTICIPANT = 5000;

/** How an individual archived report is bought: on the services page and on /individual-reports. */
export const ARCHIVE_STEPS = [
  'Tell us the commodity and the period or event you are researching.',
  'We confirm the matching reports and their price for a single-user licence.',
  'Pay by card, U.S. bank transfer or invoice, and receive the reports as PDF files.',
] as const;

/** The copy of each services page (SPEC §1–§2; SPEC shows the nav only, the rest is the firm's). */
export const SERVICES: Record<ServicePage, ServiceCopy> = {
  reports: {
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
  },
  'reports-individual': {
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
  },
  'strategic-advisory': {
    lead: 'When a decision depends on where soft commodity markets are heading, we work alongside your team until it is made: from a single board briefing to an engagement over a whole season.',
    offersTitle: 'Where we help',
    offers: [
      {
        title: 'Hedging and risk policy',
        text: 'Design or review of hedging mandates, limits and reporting for producers, processors and buyers.',
      },
      {
        title: 'Sourcing and procurement',
        text: 'Coverage strategy, origin diversification and supplier risk for roasters, chocolate makers, mills and brands.',
      },
      {
        title: 'Market entry and investment',
        text: 'Due diligence on farms, mills, processing plants and trading businesses, and the market outlook behind the numbers.',
      },
      {
        title: 'Policy and development',
        text: 'Analysis for governments, commodity boards and development agencies on pricing, marketing systems and sector reform.',
      },
    ],
    blocks: [
      {
        title: 'How an engagement works',
        items: [
          'A first conversation about the decision you face and its deadline, without charge.',
          'A written proposal with scope, deliverables, timetable and fee.',
          'Working sessions with your team, with our founder involved in every engagement.',
          'A final report and briefing, and follow-up as the market moves.',
        ],
      },
      {
        title: 'Independent and confidential',
        text: 'We hold no positions and take no commissions, every engagement is confidential, and we never advise two sides of the same transaction.',
      },
    ],
    action: { label: 'REQUEST A PROPOSAL', to: '/contact' },
  },
  consultation: {
    lead: 'A private conversation with our founder, Maria Delgado Hart, to test a view, prepare a negotiation or brief a new team on a market, by video call or telephone, at a time that suits you.',
    offersTitle: 'Private sessions',
    offers: [
      {
        title: '15 minutes',
        price: 'Price on request',
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
          'Send us your preferred times and the topics you want to cover.',
          'We confirm the session and send a calendar invitation.',
          'Pay by card, U.S. bank transfer or invoice.',
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
    action: { label: 'SCHEDULE A CONSULTATION', to: '/contact' },
  },
  courses: {
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
  },
  'legal-expert': {
    lead: 'Independent expert evidence on soft commodity markets for litigation and arbitration, from an expert with over 40 years in the trade, 19 of them on Wall Street.',
    offersTitle: 'How we support counsel',
    offers: [
      {
        title: 'Expert reports',
        text: 'Written opinions on market prices, trade practice, contract terms and the causes of losses, prepared to the standards of the forum.',
      },
      {
        title: 'Testimony',
        text: 'Deposition, trial and hearing testimony, including cross-examination, before courts and arbitral tribunals.',
      },
      {
        title: 'Consulting expert',
        text: 'Confidential support to counsel: reviewing documents, framing questions and testing the other side’s expert evidence.',
      },
    ],
    blocks: [
      {
        title: 'Typical matters',
        items: [
          'Contract, delivery and default disputes between buyers and sellers',
          'Quality, weight and shipment claims',
          'Hedging and trading losses, and disputes with brokers',
          'Market manipulation and regulatory investigations',
          'Damages and lost profits in the commodity trade',
          'Insurance claims on crops and cargoes',
        ],
      },
      {
        title: 'Where we appear',
        text: 'U.S. federal and state courts, and international arbitration, including the trade association arbitrations of the coffee, cocoa, sugar and cotton trades. Every instruction starts with a conflict check.',
      },
    ],
    action: { label: 'DISCUSS A MATTER', to: '/contact' },
  },
  'speaking-events': {
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
  },
};

/** SPEC §2: the Additional Services strip at the end of every services page, in this order. */
export const ADDITIONAL_SERVICES = [
  {
    title: 'Expert Consultation',
    text: 'Private sessions of 15, 30 or 60 minutes.',
    link: { to: '/services/$service', params: { service: 'consultation' } },
  },
  {
    title: 'Individual Archived Reports',
    text: 'Any report from our archive, bought on its own.',
    link: { to: '/services/$service', params: { service: 'reports-individual' } },
  },
  {
    title: 'Speaking & Events',
    text: 'Keynotes, panels and briefings worldwide.',
    link: { to: '/services/$service', params: { service: 'speaking-events' } },
  },
  {
    title: 'Courses & Workshops',
    text: 'Four-day courses, in-house or virtual.',
    link: { to: '/services/$service', params: { service: 'courses' } },
  },
] as const satisfies readonly (AdditionalService & { link: { params: { service: ServicePage } } })[];
