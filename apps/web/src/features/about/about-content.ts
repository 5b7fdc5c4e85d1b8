/** The copy of the About pages (SPEC §1–§2). The claims (2001, 40 years, 19 on Wall Street, 300+, 100+) are SPEC's. */

export const FOUNDING_STORY = {
  eyebrow: 'About Softline Advisory',
  text: 'Softline Advisory was founded in 2001 to give the soft commodity trade research it could act on: independent, rigorous and written by people who have worked the markets. We cover coffee, cocoa, sugar, cotton and orange juice, and nothing else, from the farms where they are grown to the futures exchanges where they are priced.',
};

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

export const LEADER = {
  name: 'Maria Delgado Hart',
  role: 'President and Founder',
  /** The short bio of Who We Are. */
  summary:
    'Maria Delgado Hart has spent over 40 years in soft commodity markets, including 19 years on Wall Street trading and researching coffee, cocoa, sugar and cotton futures before she founded Softline Advisory in 2001. She has spoken at more than 300 conferences in over 100 countries and is regularly asked by courts, ministries and boards for her view of where these markets are heading.',
  /** The full bio of Leadership. */
  bio: [
    'Maria Delgado Hart grew up between the coffee farms of her family in Colombia and the port of New Orleans, where her father worked for a green coffee importer. She learned early that the price on a screen in New York and the reality of a harvest in the mountains are connected, and rarely in the way the screen suggests.',
    'She spent 19 years on Wall Street, starting on the floor of the New York Board of Trade as a clerk in the coffee pit and going on to trade softs and lead soft commodity research at two major futures brokerages. She saw the markets through the 1980s price collapses, the end of the International Coffee Agreement quotas and the arrival of index funds.',
    'In 2001 she founded Softline Advisory to offer what she had missed as a trader: research with no position behind it. Over 40 years of experience in the trade now inform the firm’s reports, its advice to producers, manufacturers and investors, and her work as an expert witness in commodity disputes.',
    'Maria has spoken at more than 300 conferences in over 100 countries, from producer associations in Côte d’Ivoire and Vietnam to investment forums in London, Geneva and Singapore. She is quoted regularly by the financial and trade press, and she still spends several weeks a year at origin every season.',
  ],
  credentials: [
    'M.B.A. in Finance, and B.S. in Agricultural Economics',
    '19 years on Wall Street in soft commodity trading and research, latterly as head of softs research',
    'Former member of the coffee, cocoa and sugar advisory committees of ICE Futures U.S. (formerly the New York Board of Trade)',
    'Registered Commodity Trading Advisor (CTA) with the CFTC and member of the National Futures Association',
    'Expert witness in U.S. federal and state courts and in international trade arbitration on commodity pricing and contract disputes',
    'Licensed Q Arabica Grader',
    'Guest lecturer on commodity risk management at business schools in the Americas, Europe and Asia',
    'Speaker at more than 300 conferences in over 100 countries; fluent in English, Spanish and Portuguese',
  ],
  facts: [
    { value: '40+', label: 'years in soft commodity markets' },
    { value: '19', label: 'years on Wall Street' },
    { value: '300+', label: 'conferences addressed' },
    { value: '100+', label: 'countries visited' },
  ],
} as const;

/** SPEC §2: the five groups of Industries We Serve, in this order. */
export const INDUSTRIES = [
  {
    title: 'Financial Sector',
    text: 'Investors who take price risk in the softs and need an independent view of supply and demand.',
    items: [
      'Hedge funds and commodity trading advisors',
      'Banks and futures commission merchants',
      'Asset managers, pension funds and endowments',
      'Family offices and individual investors',
      'Insurers and reinsurers of agricultural risk',
    ],
  },
  {
    title: 'Supply Chain',
    text: 'The businesses that grow, move and transform the physical crop, from farm gate to factory.',
    items: [
      'Growers, farmers and producer cooperatives',
      'Exporters, importers and trading houses',
      'Roasters, grinders, sugar mills and cotton gins',
      'Juice processors and concentrate traders',
      'Shipping, warehousing and logistics companies',
    ],
  },
  {
    title: 'Consumer Goods',
    text: 'Brands and retailers whose margins depend on the cost of their raw materials.',
    items: [
      'Chocolate and confectionery manufacturers',
      'Coffee chains and packaged coffee brands',
      'Beverage, juice and soft drink companies',
      'Bakery, dairy and food manufacturers',
      'Apparel and home textile brands',
    ],
  },
  {
    title: 'Institutional',
    text: 'Public bodies and advisers who set policy, settle disputes or support producing countries.',
    items: [
      'Governments and ministries of agriculture and trade',
      'Central banks, regulators and exchanges',
      'Development agencies, NGOs and foundations',
      'Trade associations and commodity boards',
      'Law firms and arbitration panels',
    ],
  },
  {
    title: 'Media',
    text: 'Journalists and organisers who need an informed, quotable view of the markets.',
    items: [
      'Financial news agencies and newspapers',
      'Trade publications for coffee, cocoa, sugar and textiles',
      'Television, radio and podcast producers',
      'Conference and event organisers',
    ],
  },
] as const;

export const GLOBAL_PERSPECTIVE = {
  title: 'Global Perspective',
  text: [
    'Markets for the softs are made in many places at once: on farms in Brazil, Côte d’Ivoire and Vietnam, in mills in India and Thailand, in ports, in roasting plants in Hamburg and on the exchanges of New York and London. Understanding them means being there.',
    'Our founder has visited over 100 countries to walk crops, meet cooperatives, exporters and officials, and speak to the industry. The map shows each of them.',
  ],
};

export const CALL_TO_ACTION = {
  title: 'Ready to Gain Strategic Insights?',
  text: 'Subscribe to the reports our clients trade and plan on, or talk through your own questions with our founder in a private consultation.',
};
