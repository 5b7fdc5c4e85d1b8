/**
 * The soft commodities of the firm's markets: what an analyst knows and what a course is about. Kept apart from the
 * schemas, so a page that only names them loads no zod.
 */
export const COMMODITIES = ['coffee', 'cocoa', 'sugar', 'cotton', 'orange-juice'] as const;
export type Commodity = (typeof COMMODITIES)[number];

export const COMMODITY_LABELS: Record<Commodity, string> = {
  coffee: 'Coffee',
  cocoa: 'Cocoa',
  sugar: 'Sugar',
  cotton: 'Cotton',
  'orange-juice': 'Orange juice',
};
