import { ApiRequestError } from '@firm/api-client';
import { BillingProfileMessages, type BillingProfile } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BillingDetailsSection } from './billing-details-section';

const fake = vi.hoisted(() => ({ billingProfile: vi.fn(), saveBillingProfile: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));

const SAVED: BillingProfile = {
  legal_name: 'Roasters Trading GmbH',
  street_address: 'Speicherstadt 12',
  address_line_2: null,
  city: 'Hamburg',
  state: null,
  postal_code: '20457',
  country: 'DE',
  tax_id_kind: 'eu_vat',
  tax_id: 'DE136695976',
  ap_emails: ['ap@roasters.example'],
  po_required: true,
  updated_at: '2026-12-05T08:00:00.000Z',
};

const onSaved = vi.fn();

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <section aria-label="Billing details">
        <BillingDetailsSection onSaved={onSaved} />
      </section>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Billing details' });
}

const shown = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Billing details', () => {
  it('offers to add them when none are saved, and saves what the form holds', async () => {
    fake.billingProfile.mockResolvedValue({ profile: null });
    fake.saveBillingProfile.mockResolvedValue({ message: BillingProfileMessages.saved, profile: SAVED });
    const section = renderSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add billing details' }));
    const form = within(section).getByRole('form', { name: 'Edit billing details' });
    expect(within(form).getByRole('textbox', { name: 'Legal name' })).toHaveFocus();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Legal name' }), SAVED.legal_name);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address line 1' }), SAVED.street_address);
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), SAVED.city);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Postal code' }), '20457');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tax ID kind' }), 'eu_vat');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tax ID' }), 'DE 136 695 976');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Accounts-payable email addresses' }),
      'ap@roasters.example{Enter}invoices@roasters.example',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Purchase order required' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(BillingProfileMessages.saved));
    expect(fake.saveBillingProfile).toHaveBeenCalledWith({
      legal_name: 'Roasters Trading GmbH',
      street_address: 'Speicherstadt 12',
      address_line_2: null,
      city: 'Hamburg',
      state: null,
      postal_code: '20457',
      country: 'DE',
      tax_id_kind: 'eu_vat',
      tax_id: 'DE 136 695 976',
      ap_emails: ['ap@roasters.example', 'invoices@roasters.example'],
      po_required: true,
    });
    expect(shown(section, 'Tax ID')).toBe('EU VAT number DE136695976');
    expect(shown(section, 'Purchase order')).toBe('Required on every order');
    expect(within(section).getByRole('button', { name: 'Edit billing details' })).toHaveFocus();
  });

  it("says what is wrong under the field and sends nothing (the domain's rules)", async () => {
    fake.billingProfile.mockResolvedValue({ profile: SAVED });
    const section = renderSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit billing details' }));
    const form = within(section).getByRole('form', { name: 'Edit billing details' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Legal name' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Accounts-payable email addresses' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const legalName = within(form).getByRole('textbox', { name: 'Legal name' });
    await waitFor(() =>
      expect(legalName).toHaveAccessibleDescription(
        expect.stringContaining(BillingProfileMessages.legalNameRequired),
      ),
    );
    expect(legalName).toHaveFocus();
    expect(
      within(form).getByRole('textbox', { name: 'Accounts-payable email addresses' }),
    ).toHaveAccessibleDescription(expect.stringContaining(BillingProfileMessages.apEmailsRequired));
    expect(fake.saveBillingProfile).not.toHaveBeenCalled();
  });

  it('shows the server’s word on the tax ID under it, and keeps the form', async () => {
    fake.billingProfile.mockResolvedValue({ profile: SAVED });
    const invalid = BillingProfileMessages.taxIdInvalid('eu_vat');
    let refuse = () => {};
    fake.saveBillingProfile.mockReturnValue(
      new Promise((_, reject) => {
        refuse = () => reject(new ApiRequestError(400, invalid, { tax_id: [invalid] }));
      }),
    );
    const section = renderSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit billing details' }));
    const form = within(section).getByRole('form', { name: 'Edit billing details' });
    const taxId = within(form).getByRole('textbox', { name: 'Tax ID' });
    await userEvent.clear(taxId);
    await userEvent.type(taxId, 'DE136695975');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // While it is sent the fields are disabled; the refused one takes focus once they are not.
    await waitFor(() => expect(taxId).toBeDisabled());
    refuse();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(expect.stringContaining(invalid)));
    await waitFor(() => expect(taxId).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(shown(section, 'Tax ID')).toBe('EU VAT number DE136695976');
    expect(within(section).getByRole('button', { name: 'Edit billing details' })).toHaveFocus();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    // A refusal is not retried (a failure of the network would be, twice, before this shows).
    fake.billingProfile.mockRejectedValueOnce(new ApiRequestError(403, undefined, undefined));
    fake.billingProfile.mockResolvedValueOnce({ profile: SAVED });
    const section = renderSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Roasters Trading GmbH')).toBeInTheDocument();
  });
});
