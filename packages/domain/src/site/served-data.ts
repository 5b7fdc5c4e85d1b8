import type { CartResponse } from '../cart/cart.js';
import type { LastVisitResponse, LibraryRequest, LibraryResponse } from '../library/library.js';
import type { UpcomingSession } from '../courses/courses.js';
import type { ArchivedReportsResponse } from '../reports/archived-reports.js';
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
  /** GET /api/reports/archived/?page=1: the archive's first page, without a search (issue 44). */
  archivedReports?: ArchivedReportsResponse;
  /** GET /api/courses/sessions/: `data`, the course sessions to come (issue 44). */
  courseSessions?: UpcomingSession[];
  /** A portal page's signed-in answers (READER_DATA_BY_PAGE): never on a page sent to a visitor. */
  reader?: ReaderData;
}

/**
 * What a portal page is sent with for the signed-in reader who asked for it, each answer the whole body of its SPEC
 * §7 call as that reader's access token gets it now (docs/decisions/025). `id` names the user they belong to: the
 * web app takes them only while its session is that user's.
 */
export interface ReaderData {
  id: string;
  /** GET /api/reports/report/acess/?page=1: the Report Library's first page, without filters. */
  library?: LibraryResponse;
  /** GET /api/reports/cart/. */
  cart?: CartResponse;
  /** GET /api/accounts/last-visit/: what the library's 'New' badges compare with (issue 42). */
  lastVisit?: LastVisitResponse;
}

export type ReaderDataKey = Exclude<keyof ReaderData, 'id'>;

/** The call each signed-in answer is (an API path, as the web app asks it). */
export const READER_DATA_CALLS: Readonly<Record<ReaderDataKey, string>> = {
  library: '/api/reports/report/acess/?page=1',
  cart: '/api/reports/cart/',
  lastVisit: '/api/accounts/last-visit/',
};

/**
 * The portal pages that read the signed-in reader's data first, and the answers written into each, public (as
 * SERVED_DATA_BY_PAGE) and the reader's own: what their route loaders and the portal's header ask for.
 */
export const READER_DATA_BY_PAGE: Readonly<
  Record<string, { served: readonly (keyof ServedData)[]; reader: readonly ReaderDataKey[] }>
> = {
  '/client/report-library': { served: ['reportTypes'], reader: ['library', 'cart', 'lastVisit'] },
};

/** The Report Library's request that READER_DATA_CALLS.library answers: the first page, every filter left empty. */
export function isLibraryFirstPage(request: LibraryRequest): boolean {
  return Object.entries(request).every(([name, value]) =>
    name === 'page' ? value === undefined || String(value) === '1' : value === undefined || value === '',
  );
}

/** The pages that read public data first, and the answers written into each (their route loaders ask for these). */
export const SERVED_DATA_BY_PAGE: Readonly<Record<string, readonly (keyof ServedData)[]>> = {
  '/reports': ['reportTypes', 'reportTypeDescriptions'],
  '/report-archives': ['reportTypes'],
  '/individual-reports': ['archivedReports'],
  '/courses': ['courseSessions'],
  '/services/courses': ['courseSessions'],
};
