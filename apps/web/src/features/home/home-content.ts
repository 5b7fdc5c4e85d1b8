/** The copy of the Home page (SPEC §1–§2). */
export const HERO = {
  eyebrow: 'Soft commodity intelligence since 2001',
  title: 'Clear answers for coffee, cocoa, sugar, cotton and orange juice markets',
  tagline:
    'Independent research, premium reports and senior advice from a team with over 40 years of experience in the softs, including 19 years on Wall Street.',
};

export const VALUES = [
  {
    title: 'Expertise',
    text: 'Four decades in the soft commodity trade, from the futures pit to origin warehouses, and talks at more than 300 conferences in over 100 countries.',
  },
  {
    title: 'Actionable intelligence',
    text: 'Supply, demand, weather, logistics and positioning distilled into views you can trade, hedge or budget on, not just data.',
  },
  {
    title: 'Personalized approach',
    text: 'Reports sized to your team and advice shaped around your book, your supply chain and the questions your board is asking.',
  },
] as const;

export const SERVICES = [
  {
    title: 'Premium reports',
    text: 'Weekly round-ups and in-depth studies for each soft, by yearly subscription for one reader, a team of three or the whole enterprise.',
    href: '/services/reports',
  },
  {
    title: 'Expert consultation',
    text: 'Private sessions of 15, 30 or 60 minutes to test a thesis, prepare a negotiation or brief a new desk.',
    href: '/services/consultation',
  },
  {
    title: 'Courses and workshops',
    text: 'In-house or virtual programmes on fundamentals, hedging and price risk for traders, buyers and analysts.',
    href: '/services/courses',
  },
  {
    title: 'Speaking and events',
    text: 'Keynotes and panel moderation for industry conferences, client events and trade associations worldwide.',
    href: '/services/speaking-events',
  },
] as const;

export const POSTS = [
  {
    title: 'Cocoa after the squeeze: what the forward curve is telling buyers',
    date: '2025-06-12',
    summary:
      'Backwardation has eased, but origin stocks remain thin. We look at what that means for coverage into the next main crop.',
  },
  {
    title: 'Brazilian coffee: frost risk, fertiliser costs and the 2026 crop',
    date: '2025-05-28',
    summary:
      'A late-season cold snap revived the risk premium. Our field notes from Minas Gerais and what to watch next.',
  },
  {
    title: 'Sugar and ethanol parity: the mill mix decision explained',
    date: '2025-05-09',
    summary:
      'Why Centre-South mills swing between sugar and ethanol, and how that swing sets a floor and a ceiling for raw sugar.',
  },
] as const;
