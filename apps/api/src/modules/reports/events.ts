/**
 * A report reached clients' library: imported (the back office's upload, the command line) or published again after
 * staff unpublished it. `publishedAt` is the date it carries, which may lie ahead; `at` is when it happened. A quiet
 * publication (`quiet`) is announced to nobody.
 */
export interface ReportPublished {
  reportId: number;
  reportTypeId: number;
  publishedAt: Date | null;
  at: Date;
  quiet: boolean;
}

/** What the reports area tells the areas above it (docs/decisions/032), in the transaction of the change. */
declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'reports.published': ReportPublished;
  }
}
