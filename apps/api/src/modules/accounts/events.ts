/**
 * The owner or an admin changed their organisation's company fields (issue 15); `before` and `after` hold the
 * fields that changed, as they were and as they are.
 */
export interface CompanyChange {
  tenantId: string;
  actor: { id: string; email: string };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/** What accounts tells the areas above it (docs/decisions/032), each in the transaction of the change. */
declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    'accounts.company-changed': CompanyChange;
  }
}
