import type { Commodity, CourseFormat, CourseLevel } from '@firm/domain';

/**
 * The demo's courses and their sessions (issue 44): four days each, placed a number of weeks after the first start
 * (from the Monday of that week), taught by a demo analyst in their own zone. One is in person, two are virtual.
 */
export interface DemoCourse {
  title: string;
  description: string;
  level: CourseLevel;
  commodity: Commodity;
  session: {
    weeksAhead: number;
    hours: { start: string; end: string };
    timeZone: string;
    format: CourseFormat;
    place: string | null;
    joiningLink: string | null;
    capacity: number;
    priceDollars: number;
    analystEmail: string;
  };
}

export const DEMO_COURSES = (editor: string, analyst: string): DemoCourse[] => [
  {
    title: 'Coffee and Cocoa Futures: Foundations',
    description:
      'How the ICE coffee and cocoa contracts work, who trades them and why: contract specifications, the forward curve, spreads and the reports that move prices.',
    level: 'introductory',
    commodity: 'coffee',
    session: {
      weeksAhead: 5,
      hours: { start: '09:00', end: '16:00' },
      timeZone: 'Europe/London',
      format: 'virtual',
      place: null,
      joiningLink: 'https://meet.softline.example/course-coffee-cocoa',
      capacity: 16,
      priceDollars: 5000,
      analystEmail: editor,
    },
  },
  {
    title: 'Hedging Sugar Price Risk',
    description:
      'Building and managing hedges for mills, refiners and buyers: basis, options strategies, rolling positions and accounting for them.',
    level: 'intermediate',
    commodity: 'sugar',
    session: {
      weeksAhead: 8,
      hours: { start: '09:00', end: '17:00' },
      timeZone: 'Europe/London',
      format: 'in_person',
      place: 'The Softline Institute, 20 Eastcheap, London EC3M 1EB',
      joiningLink: null,
      capacity: 12,
      priceDollars: 5000,
      analystEmail: editor,
    },
  },
  {
    title: 'Cotton and Orange Juice Market Structure',
    description:
      'Supply, demand and the futures markets of cotton and frozen concentrated orange juice: crop reports, weather, certified stocks and the spreads traders watch.',
    level: 'advanced',
    commodity: 'cotton',
    session: {
      weeksAhead: 10,
      hours: { start: '08:30', end: '15:30' },
      timeZone: 'America/New_York',
      format: 'virtual',
      place: null,
      joiningLink: 'https://meet.softline.example/course-cotton-oj',
      capacity: 20,
      priceDollars: 5000,
      analystEmail: analyst,
    },
  },
];
