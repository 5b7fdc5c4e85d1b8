import { SERVICE_PAGES } from '@firm/domain';

/**
 * SPEC §2 /services/{param}: the values the route accepts and what the page head says for each. Kept apart from
 * the page's copy because the route file (in the main chunk) imports it to validate the param and title the page.
 */
export type ServicePage = (typeof SERVICE_PAGES)[number];

export function isServicePage(value: string): value is ServicePage {
  return (SERVICE_PAGES as readonly string[]).includes(value);
}

export const SERVICE_HEAD: Record<ServicePage, { title: string; description: string }> = {
  reports: {
    title: 'Premium Reports',
    description:
      'Weekly and in-depth reports on coffee, cocoa, sugar, cotton and orange juice, by yearly subscription for one user, up to three users or the enterprise.',
  },
  'reports-individual': {
    title: 'Individual Archived Reports',
    description:
      'Buy a single report from our archive of soft commodity research since 2001, without a subscription.',
  },
  'strategic-advisory': {
    title: 'Strategic Advisory',
    description:
      'Advisory engagements on hedging policy, sourcing, market entry and investment decisions in soft commodities.',
  },
  consultation: {
    title: 'Expert Consultation',
    description:
      'Private sessions of 15, 30 or 60 minutes with our founder on coffee, cocoa, sugar, cotton and orange juice markets.',
  },
  courses: {
    title: 'Courses and Workshops',
    description:
      'Four-day courses on soft commodity fundamentals, futures and risk management, in-house or virtual, at $5,000 per participant.',
  },
  'legal-expert': {
    title: 'Legal Expert Witness',
    description:
      'Independent expert reports and testimony on soft commodity prices, trade practice and damages in litigation and arbitration.',
  },
  'speaking-events': {
    title: 'Speaking & Events',
    description:
      'Keynotes, panels and client briefings on soft commodity markets, from a speaker at more than 300 conferences in over 100 countries.',
  },
};
