import { isPurchasable, TIER_KEYS, tierLabel, type ReportType, type TierKey } from '@firm/domain';

/** Every type of the catalogue, nested ones after their parent, in the catalogue's order. */
export function flattenReportTypes(types: readonly ReportType[]): ReportType[] {
  return types.flatMap((type) => [type, ...flattenReportTypes(type.sub_list)]);
}

/** The types that are sold (and so have reports): the choices of the library's report-type filter. */
export function sellableReportTypes(types: readonly ReportType[]): ReportType[] {
  return flattenReportTypes(types).filter(isPurchasable);
}

export function findReportType(types: readonly ReportType[], id: number): ReportType | undefined {
  return flattenReportTypes(types).find((type) => type.id === id);
}

/**
 * The paywall's 'Suggested Paring' (SPEC spelling): the other sellable types of the same commodity, i.e. under the
 * same parent. A top-level type (the weekly round-up) is paired with the other top-level types that are sold.
 */
export function suggestedPairings(types: readonly ReportType[], id: number): ReportType[] {
  const type = findReportType(types, id);
  if (!type) return [];
  const siblings =
    type.report_type === null ? types : (findReportType(types, type.report_type)?.sub_list ?? []);
  return siblings.filter((sibling) => sibling.id !== id && isPurchasable(sibling));
}

export interface PlanRow {
  key: TierKey;
  label: ReturnType<typeof tierLabel>;
  price: number;
  /** SPEC §9: the enterprise plan has no user limit and a monthly call. */
  note: string | undefined;
}

/** SPEC §9 paywall plans per year: single user, up to 3 users, enterprise. Tiers without a price are left out. */
export function planRows(type: ReportType): PlanRow[] {
  return TIER_KEYS.flatMap((key) => {
    const price = type[key];
    if (price === null) return [];
    return [
      {
        key,
        label: tierLabel(key),
        price,
        note: key === 'subscription_price_for_enterprise' ? 'No limits, monthly call' : undefined,
      },
    ];
  });
}
