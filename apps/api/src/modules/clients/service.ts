import type { AdminClientRow, AdminClientsQuery, StatementFormat } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { accountStateOf } from '../admin';
import type { BillingProfiles, Statements } from '../commerce';
import { createClientChange } from './client-change.js';
import { clientDetail } from './client-detail.js';
import { createOrganisationAccess, type SessionEnding } from './organisation-access.js';
import { clientRepository as repository } from './repository.js';
import { createStaffBillingProfiles } from './staff-billing-profiles.js';
import { createStaffSubscriptions } from './staff-subscriptions.js';

export interface ClientsDependencies {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  accounts: SessionEnding;
  billingProfiles: BillingProfiles;
  /** Statements of account (issue 46), drawn for finance and admins. */
  statements: Statements;
}

/**
 * The back office's clients (issue 16): organisations listed and read whole; suspended and reactivated, as are
 * their users; complimentary subscriptions granted and extended; billing profiles read and corrected. Every change is one transaction with its audit
 * record.
 */
export function createClients({
  db,
  unitOfWork,
  clock,
  jobs,
  accounts,
  billingProfiles,
  statements,
}: ClientsDependencies) {
  const change = createClientChange({ unitOfWork, clock });
  return {
    /** A page of organisations, filtered, searched and sorted on the server. */
    async list(query: AdminClientsQuery) {
      const { rows, count } = await repository.list(db, query, clock.now());
      const data: AdminClientRow[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        country: row.country,
        status: accountStateOf(row.status),
        members: row.members,
        active_subscriptions: row.activeSubscriptions,
        created_at: row.createdAt.toISOString(),
      }));
      return { count, page: query.page, page_size: query.page_size, data };
    },

    get: (tenantId: string) => clientDetail(db, tenantId, clock.now()),

    ...createOrganisationAccess({ change, accounts }),
    ...createStaffSubscriptions({ change, jobs }),
    ...createStaffBillingProfiles({ db, billingProfiles }),

    /** An organisation's statement of account (issue 46); an unknown organisation is 404. */
    statement: (tenantId: string, format: StatementFormat) => statements.file(tenantId, format),
  };
}

export type Clients = ReturnType<typeof createClients>;
