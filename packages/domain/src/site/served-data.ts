import type { ReportType, ReportTypeDescription } from '../reports/report-type.js';

/**
 * Public answers the server writes into a page's HTML, in a `<script type="application/json">` of this id, so the
 * page shows them without asking the API first: asking would load the API client and the schemas it parses with,
 * more script than the page itself (issue 18, docs/decisions/021). The web app takes each answer once; anything
 * later asks the API.
 */
export const SERVED_DATA_ELEMENT_ID = 'served-data';

/** What the server may write into a page: each the `data` of its SPEC §7 call, as that call answers it now. */
export interface ServedData {
  /** GET /api/reports/report-types: `data.results`. */
  reportTypes?: ReportType[];
  /** GET /api/reports/report-type-descriptions/: `data`. */
  reportTypeDescriptions?: ReportTypeDescription[];
}

/** The pages that read public data first, and the answers written into each (their route loaders ask for these). */
export const SERVED_DATA_BY_PAGE: Readonly<Record<string, readonly (keyof ServedData)[]>> = {
  '/reports': ['reportTypes', 'reportTypeDescriptions'],
  '/report-archives': ['reportTypes'],
};
