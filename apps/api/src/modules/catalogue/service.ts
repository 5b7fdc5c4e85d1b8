import { centsToDollars, type ReportType, type ReportTypeDescription } from '@firm/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportTypes, type ReportTypeRow } from '../../platform/database/schema.js';

function dollarsOrNull(cents: number | null): number | null {
  return cents === null ? null : centsToDollars(cents);
}

function toReportType(row: ReportTypeRow, children: ReportType[]): ReportType {
  return {
    id: row.id,
    report_type_name: row.name,
    title: row.title,
    report_type: row.parentId,
    subscription_price_for_single_user: dollarsOrNull(row.priceSingleCents),
    subscription_price_for_upto_3_user: dollarsOrNull(row.priceUpTo3Cents),
    subscription_price_for_enterprise: dollarsOrNull(row.priceEnterpriseCents),
    sub_list: children,
  };
}

export function createReportTypeService(db: Db) {
  const allRows = () => db.select().from(reportTypes).orderBy(asc(reportTypes.position), asc(reportTypes.id));

  return {
    /** The catalogue as a tree: top-level types in order, each with its nested types in sub_list. */
    async tree(): Promise<ReportType[]> {
      const rows = await allRows();
      const childrenOf = new Map<number | null, ReportTypeRow[]>();
      for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
      const build = (row: ReportTypeRow): ReportType =>
        toReportType(row, (childrenOf.get(row.id) ?? []).map(build));
      return (childrenOf.get(null) ?? []).map(build);
    },

    async descriptions(): Promise<ReportTypeDescription[]> {
      const rows = await allRows();
      return rows.map((row) => ({
        report_type: row.id,
        report_type_name: row.name,
        description: row.description,
      }));
    },
  };
}

export type ReportTypeService = ReturnType<typeof createReportTypeService>;
