import {
  billingAddressLines,
  taxIdText,
  type BillingProfile,
  type BillingProfileRequest,
  type StaffAction,
  type TaxIdKind,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { BillingProfileRow, FrozenBuyer } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { InvalidInputError } from '../../platform/errors.js';
import { recordActivity, type Actor } from '../activity';
import { billingProfilesRepository as repository } from './billing-profiles-repository.js';
import { checkTaxId } from './tax-ids.js';
import { usStateCode, type TaxPlace } from './tax.js';

/** The profile as the API answers it. */
export function billingProfileJson(row: BillingProfileRow): BillingProfile {
  return {
    legal_name: row.legalName,
    street_address: row.streetAddress,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    tax_id_kind: row.taxIdKind as TaxIdKind | null,
    tax_id: row.taxId,
    ap_emails: row.apEmails,
    po_required: row.poRequired,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What an order placed now takes of its organisation's billing details (issue 46): the details frozen for its
 * invoice (null without any), whether the organisation needs a purchase-order number on it, and where it is for tax
 * (its country, its US state when the address names one, its tax ID).
 */
export async function orderBuyerOf(
  tx: Db,
  tenantId: string,
): Promise<{ buyer: FrozenBuyer | null; poRequired: boolean; taxPlace: TaxPlace | null }> {
  const row = await repository.find(tx, tenantId);
  if (!row) return { buyer: null, poRequired: false, taxPlace: null };
  const profile = billingProfileJson(row);
  return {
    taxPlace: {
      country: profile.country,
      region: profile.country === 'US' ? usStateCode(profile.state) : null,
      postalCode: profile.postal_code,
      taxIdKind: profile.tax_id_kind,
      taxId: profile.tax_id,
    },
    buyer: {
      legalName: profile.legal_name,
      addressLines: billingAddressLines(profile),
      postalAddress: {
        street: profile.street_address,
        line2: profile.address_line_2,
        city: profile.city,
        state: profile.state,
        postalCode: profile.postal_code,
      },
      country: profile.country,
      taxIdKind: profile.tax_id_kind,
      taxId: profile.tax_id,
      apEmails: profile.ap_emails,
    },
    poRequired: profile.po_required,
  };
}

/** The tax ID an order froze, with its kind, as documents print it ('EU VAT number DE136695976'); none without one. */
export const frozenTaxIdText = (buyer: FrozenBuyer): string | undefined =>
  taxIdText({ tax_id_kind: buyer.taxIdKind as TaxIdKind | null, tax_id: buyer.taxId });

/** Who saves a profile: a client's person, or a staff member (with the staff action and the organisation's name). */
export interface ProfileAuthor {
  actor: Actor;
  action?: StaffAction;
  tenantName?: string;
}

/**
 * Organisations' billing profiles (issue 46, docs/decisions/040): read, and saved whole by whoever the calling area
 * allows (the billing view: owners, admins and billing members), the tax ID checked for its kind and kept in its
 * form, the change on the organisation's record in the same transaction.
 */
export function createBillingProfiles({
  db,
  clock,
  unitOfWork,
}: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
}) {
  return {
    /** The organisation's profile; null until one is saved. */
    async read(tenantId: string): Promise<BillingProfile | null> {
      const row = await repository.find(db, tenantId);
      return row ? billingProfileJson(row) : null;
    },

    /**
     * Saves the organisation's whole profile; a tax ID that fails its kind's check changes nothing (400). The record
     * names who saved it: a client's person (`billing_profile_saved`), or staff, whose change the audit log lists.
     */
    async save(
      tenantId: string,
      request: BillingProfileRequest,
      author: ProfileAuthor,
    ): Promise<BillingProfile> {
      let taxId: string | null = null;
      if (request.tax_id_kind && request.tax_id) {
        const checked = checkTaxId(request.tax_id_kind, request.tax_id);
        if (!checked.valid) throw new InvalidInputError(checked.message, { tax_id: [checked.message] });
        taxId = checked.taxId;
      }
      const values = {
        legalName: request.legal_name,
        streetAddress: request.street_address,
        addressLine2: request.address_line_2,
        city: request.city,
        state: request.state,
        postalCode: request.postal_code,
        country: request.country,
        taxIdKind: taxId ? request.tax_id_kind : null,
        taxId,
        apEmails: request.ap_emails,
        poRequired: request.po_required,
        updatedAt: clock.now(),
      };
      return unitOfWork(async (tx) => {
        const before = await repository.lock(tx, tenantId);
        const profile = billingProfileJson(await repository.upsert(tx, tenantId, values));
        await recordActivity(tx, {
          actor: author.actor,
          action: author.action ?? 'billing_profile_saved',
          subject: { type: 'organisation', id: tenantId, label: profile.legal_name },
          tenant: { id: tenantId, name: author.tenantName ?? null },
          before: before ? withoutTime(billingProfileJson(before)) : null,
          after: withoutTime(profile),
          at: values.updatedAt,
        });
        return profile;
      });
    },
  };
}

const withoutTime = ({ updated_at: _updatedAt, ...profile }: BillingProfile) => profile;

export type BillingProfiles = ReturnType<typeof createBillingProfiles>;
