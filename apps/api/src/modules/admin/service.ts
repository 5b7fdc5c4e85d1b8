import type { Db } from '../../platform/database/database.js';
import { adminRepository as repository } from './repository.js';

export function createAdminService({ db }: { db: Db }) {
  return {
    /** Head counts for the dashboard: organisations, and users of client organisations. */
    async summary(): Promise<{ tenants: number; clients: number }> {
      const [tenants, clients] = await Promise.all([
        repository.countTenants(db),
        repository.countClients(db),
      ]);
      return { tenants, clients };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
