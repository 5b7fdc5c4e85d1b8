/** The copy of Who We Are that no other section shows (SPEC §2). */

export const INTRO = {
  title: 'Independent by design',
  paragraphs: [
    'We own no positions, broker no trades and take no commissions, so our views answer to one test only: whether they help our clients decide. Hedge funds use them to size risk, roasters and chocolate makers to time their coverage, governments to plan for the next crop.',
    'Each report and each conversation draws on field work at origin, supply and demand balances we build ourselves, and four decades of watching how these small, weather-driven markets behave when the unexpected happens.',
  ],
};

/** SPEC §2: the six value cards of Who We Are, in this order. */
export const VALUES = [
  {
    title: 'Integrity & Objectivity',
    text: 'No trading book and no commissions: our conclusions follow the evidence, including when the market or a client would prefer another answer.',
  },
  {
    title: 'Sophisticated Analysis',
    text: 'Crop models, weather, freight, currency and fund positioning, combined into balance sheets and price scenarios we can explain line by line.',
  },
  {
    title: 'Agility & Responsiveness',
    text: 'Frost in Minas Gerais or a port strike in Abidjan gets same-day commentary, and clients can reach a senior analyst directly.',
  },
  {
    title: 'Reliability & Consistency',
    text: 'The same method, schedule and standards every week since 2001, so a view can be compared with the last one and judged on its record.',
  },
  {
    title: 'Clarity & Accessibility',
    text: 'Plain language and clear charts that a trader, a buyer and a finance director can all act on, without a glossary at hand.',
  },
  {
    title: 'Foresight & Perspective',
    text: 'Forty years of cycles in the softs: we put today’s headline in the context of past crops, policies and price shocks, and say what to watch next.',
  },
] as const;
