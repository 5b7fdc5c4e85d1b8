import type { ServiceCopy } from '../services-content';

/** /services/strategic-advisory: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Strategic Advisory',
    description:
      'Advisory engagements on hedging policy, sourcing, market entry and investment decisions in soft commodities.',
  },
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
};
