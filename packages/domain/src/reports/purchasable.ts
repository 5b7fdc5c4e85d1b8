import type { ReportType } from './report-type.js';

// Apart from the catalogue's schemas (report-type.ts): a page can tell without loading zod (issue 18).

/** Whether a type can be subscribed to: it has a price for every tier. */
export function isPurchasable(type: ReportType): boolean {
  return (
    type.subscription_price_for_single_user !== null &&
    type.subscription_price_for_upto_3_user !== null &&
    type.subscription_price_for_enterprise !== null
  );
}
