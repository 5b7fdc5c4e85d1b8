import { billingAddressLines, taxIdText, type BillingProfile, type BillingProfileForm } from '@firm/domain';
import type { Fact } from '../../components/profile-panel/fact-list';

/** The read-only billing details: each line with its label. */
export function billingFacts(profile: BillingProfile): Fact[] {
  return [
    { label: 'Legal name', value: profile.legal_name },
    { label: 'Billing address', value: billingAddressLines(profile).join('\n') },
    { label: 'Tax ID', value: taxIdText(profile) },
    { label: 'Accounts-payable email addresses', value: profile.ap_emails.join(', ') },
    {
      label: 'Purchase order',
      value: profile.po_required ? 'Required on every order' : 'Not required',
    },
  ];
}

/** What the form starts from: the saved profile, or empty with the organisation's country. */
export function billingFormValues(profile: BillingProfile | null): BillingProfileForm {
  return {
    legal_name: profile?.legal_name ?? '',
    street_address: profile?.street_address ?? '',
    address_line_2: profile?.address_line_2 ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    postal_code: profile?.postal_code ?? '',
    country: profile?.country ?? '',
    tax_id_kind: profile?.tax_id_kind ?? null,
    tax_id: profile?.tax_id ?? '',
    ap_emails: profile?.ap_emails ?? [],
    po_required: profile?.po_required ?? false,
  };
}

/** The server names a refused address by its place in the list (ap_emails.1); the form has one field for them. */
export const billingFieldOf = (name: string): string => name.replace(/^ap_emails\.\d+$/, 'ap_emails');
