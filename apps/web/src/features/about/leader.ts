/** Who leads the firm, as Who We Are, Leadership and the travel map's figures present her (SPEC §1–§2). The claims (2001, 40 years, 19 on Wall Street, 300+, 100+) are SPEC's. */

export const LEADER = {
  name: 'Maria Delgado Hart',
  role: 'President and Founder',
  /** The short bio of Who We Are. */
  summary:
    'Maria Delgado Hart has spent over 40 years in soft commodity markets, including 19 years on Wall Street trading and researching coffee, cocoa, sugar and cotton futures before she founded Softline Advisory in 2001. She has spoken at more than 300 conferences in over 100 countries and is regularly asked by courts, ministries and boards for her view of where these markets are heading.',
  facts: [
    { value: '40+', label: 'years in soft commodity markets' },
    { value: '19', label: 'years on Wall Street' },
    { value: '300+', label: 'conferences addressed' },
    { value: '100+', label: 'countries visited' },
  ],
} as const;
