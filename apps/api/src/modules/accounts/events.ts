/** What accounts tells the areas above it (docs/decisions/032), each in the transaction of the change. */
declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    /**
     * The owner or an admin changed their organisation's company fields (issue 15); `before` and `after` hold the
     * fields that changed, as they were and as they are.
     */
    'accounts.company-changed': {
      tenantId: string;
      actor: { id: string; email: string };
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      at: Date;
    };
  }
}

export {};
