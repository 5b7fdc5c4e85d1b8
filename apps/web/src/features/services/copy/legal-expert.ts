import type { ServiceCopy } from '../services-content';

/** /services/legal-expert: its page head and copy. */
export const serviceCopy: ServiceCopy = {
  head: {
    title: 'Legal Expert Witness',
    description:
      'Independent expert reports and testimony on soft commodity prices, trade practice and damages in litigation and arbitration.',
  },
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
};
