import { centsToDollars, type ReportType, type ReportTypeDescription, type ServedData } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { ReportTypeRow } from '../../platform/database/schema.js';
import { catalogueRepository as repository } from './repository.js';

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

/** The catalogue as a tree: top-level types in order, each with its nested types in sub_list. */
function treeOf(rows: readonly ReportTypeRow[]): ReportType[] {
  const childrenOf = new Map<number | null, ReportTypeRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }
  const build = (row: ReportTypeRow): ReportType =>
    toReportType(row, (childrenOf.get(row.id) ?? []).map(build));
  return (childrenOf.get(null) ?? []).map(build);
}

function descriptionsOf(rows: readonly ReportTypeRow[]): ReportTypeDescription[] {
  return rows.map((row) => ({
    report_type: row.id,
    report_type_name: row.name,
    description: row.description,
  }));
}

/** The report catalogue (SPEC §3): the report types the firm publishes, with their yearly prices. */
export function createCatalogueService({ db }: { db: Db }) {
  return {
    async tree(): Promise<ReportType[]> {
      return treeOf(await repository.allReportTypes(db));
    },

    async descriptions(): Promise<ReportTypeDescription[]> {
      return descriptionsOf(await repository.allReportTypes(db));
    },

    /**
     * The catalogue's answers a page is sent with (site/static-apps.ts), as GET /api/reports/… answers them now: one
     * read of the catalogue, whichever answers the page takes.
     */
    async servedData(keys: readonly (keyof ServedData)[]): Promise<ServedData> {
      const rows = await repository.allReportTypes(db);
      return {
        reportTypes: keys.includes('reportTypes') ? treeOf(rows) : undefined,
        reportTypeDescriptions: keys.includes('reportTypeDescriptions') ? descriptionsOf(rows) : undefined,
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
