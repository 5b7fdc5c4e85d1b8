/** The industries the firm serves, as Who We Are sums them up (SPEC §2); industry-clients.ts lists who in each. */

/** SPEC §2: the five groups of Industries We Serve, in this order. */
export const INDUSTRIES = [
  {
    title: 'Financial Sector',
    text: 'Investors who take price risk in the softs and need an independent view of supply and demand.',
  },
  {
    title: 'Supply Chain',
    text: 'The businesses that grow, move and transform the physical crop, from farm gate to factory.',
  },
  {
    title: 'Consumer Goods',
    text: 'Brands and retailers whose margins depend on the cost of their raw materials.',
  },
  {
    title: 'Institutional',
    text: 'Public bodies and advisers who set policy, settle disputes or support producing countries.',
  },
  {
    title: 'Media',
    text: 'Journalists and organisers who need an informed, quotable view of the markets.',
  },
] as const;
