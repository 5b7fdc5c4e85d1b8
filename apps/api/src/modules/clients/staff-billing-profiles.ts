import {
  BillingProfileMessages,
  ClientMessages,
  type BillingProfileRequest,
  type BillingProfileResponse,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { NotFoundError } from '../../platform/errors.js';
import { actorOfStaff, type Staff } from '../activity';
import type { BillingProfiles } from '../commerce';
import { clientRepository as repository } from './repository.js';

/**
 * An organisation's billing profile in the back office (issue 46): staff who read clients read it; those who run
 * orders (admins, finance) correct it, their change in the audit log.
 */
export function createStaffBillingProfiles({
  db,
  billingProfiles,
}: {
  db: Db;
  billingProfiles: BillingProfiles;
}) {
  const tenantOf = async (tenantId: string) => {
    const tenant = await repository.findTenant(db, tenantId);
    if (!tenant) throw new NotFoundError(ClientMessages.notFound);
    return tenant;
  };
  return {
    async billingProfile(tenantId: string): Promise<BillingProfileResponse> {
      await tenantOf(tenantId);
      return { profile: await billingProfiles.read(tenantId) };
    },

    async saveBillingProfile(
      staff: Staff,
      tenantId: string,
      request: BillingProfileRequest,
    ): Promise<BillingProfileResponse> {
      const tenant = await tenantOf(tenantId);
      const profile = await billingProfiles.save(tenantId, request, {
        actor: actorOfStaff(staff),
        action: 'billing_profile_updated',
        tenantName: tenant.name,
      });
      return { message: BillingProfileMessages.saved, profile };
    },
  };
}
