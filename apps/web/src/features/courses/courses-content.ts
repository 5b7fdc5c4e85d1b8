import { FirmTerms, formatUsd } from '@firm/domain';

/** SPEC §9: a four-day course, at the price per participant in the firm's terms (FirmTerms in @firm/domain). */
export const COURSE_DAYS = 4;
export const COURSE_PRICE = formatUsd(FirmTerms.coursePerParticipantCents / 100);

export const INTRO =
  'Practical courses on the soft commodity markets for the people who trade, buy, finance and regulate them. Each course runs over four days and mixes teaching by practitioners with hands-on workshops built on real market data.';

export const FORMATS = [
  {
    title: 'In-house',
    text: 'At your offices, anywhere in the world, for your team alone. We adapt the examples and the case studies to your commodities and your business.',
  },
  {
    title: 'Virtual',
    text: 'Live online sessions spread over four days, scheduled for your time zones, with the same workshops, exercises and time for questions.',
  },
] as const;

export const AUDIENCE = [
  'Traders and analysts new to the softs, or moving from another market',
  'Procurement and purchasing teams at roasters, chocolate makers, mills and brands',
  'Risk managers, controllers and finance teams who oversee hedging',
  'Exporters, cooperatives and producer organisations',
  'Bankers, investors, regulators and policy makers',
] as const;

/** A sample four-day programme; each course is tailored to the group. */
export const CURRICULUM = [
  {
    day: 'Day 1',
    title: 'How the softs are grown, traded and priced',
    topics: [
      'Coffee, cocoa, sugar, cotton and orange juice: origins, seasons and supply chains',
      'Futures exchanges and contract specifications',
      'Physical pricing: differentials, quality and logistics',
    ],
  },
  {
    day: 'Day 2',
    title: 'Supply, demand and the balance sheet',
    topics: [
      'Crop estimates, weather and yields',
      'Consumption, grindings, trade flows and stocks',
      'Workshop: building a supply and demand balance sheet',
    ],
  },
  {
    day: 'Day 3',
    title: 'Futures, options and hedging',
    topics: [
      'Margins, spreads and the basis',
      'Options for buyers and producers',
      'Workshop: designing a hedge for a manufacturer’s annual needs',
    ],
  },
  {
    day: 'Day 4',
    title: 'Reading the market and deciding',
    topics: [
      'Fund positioning and the Commitments of Traders report',
      'Currencies, freight and policy',
      'Case study: a price shock, from first signs to aftermath',
      'Writing a risk policy your board can approve',
    ],
  },
] as const;

export const INCLUDED = [
  'Four days of teaching and workshops',
  'Course materials and spreadsheet workbooks to keep',
  'A certificate of completion',
] as const;
