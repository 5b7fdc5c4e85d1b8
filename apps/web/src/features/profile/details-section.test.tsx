import { ProfileMessages, type Profile } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailsSection } from './details-section';

const OWNER: Profile = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  job_title: null,
  email: 'client@softline.example',
  pending_email: null,
  phone_number: null,
  phone_code: null,
  company: 'Northwind Coffee Traders',
  street_address: '200 Harbor Boulevard',
  address_line_2: null,
  city: 'Weehawken',
  state: null,
  postal_code: null,
  country: 'US',
  country_name: 'United States',
  role: 'owner',
  can_edit_company: true,
};

function renderSection(profile: Profile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DetailsSection profile={profile} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Your details' });
}

/** The value shown under a label of the read-only profile. */
function shown(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Profile: Your details', () => {
  it('reads as a read-only form with an Edit button', () => {
    const section = renderSection(OWNER);
    expect(shown(section, 'Company name')).toBe('Northwind Coffee Traders');
    expect(shown(section, 'Job title')).toBe('Not given');
    expect(shown(section, 'Team member')).toBe('Owner');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Edit puts focus in the first field; Cancel restores the stored values and returns focus to Edit', async () => {
    const section = renderSection(OWNER);
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const firstName = within(section).getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue('Dana');
    expect(within(section).getByRole('combobox', { name: 'Country' })).toHaveValue('US');

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Someone');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(shown(section, 'First name')).toBe('Dana');
    expect(within(section).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it("says what is wrong under the field and sends nothing (the domain's rules)", async () => {
    const section = renderSection(OWNER);
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(section).getByRole('textbox', { name: 'First name' }));
    await userEvent.clear(within(section).getByRole('textbox', { name: 'Company name' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const firstName = within(section).getByRole('textbox', { name: 'First name' });
    // The form's rules load with their first use (profile-form-resolver.ts): the messages follow once they have.
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(ProfileMessages.firstNameRequired));
    expect(firstName).toHaveFocus();
    expect(within(section).getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      ProfileMessages.companyRequired,
    );
  });

  it('shows a member the company details read-only, saying who changes them', async () => {
    const section = renderSection({ ...OWNER, role: 'member', can_edit_company: false });
    expect(shown(section, 'Team member')).toBe('Member');
    await userEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    expect(within(section).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(within(section).queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
    const company = within(section).getByRole('group', { name: 'Your organisation' });
    expect(company).toHaveTextContent(ProfileMessages.companyForbidden);
    expect(shown(company, 'Company name')).toBe('Northwind Coffee Traders');
  });
});
