import { ApiRequestError } from '@firm/api-client';
import { savedSearchArchivePath, SavedSearchMessages, type SavedSearch } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SINGLE_SPACES } from './saved-search-form-resolver';
import { SavedSearchesSection } from './saved-searches-section';

const fake = vi.hoisted(() => ({
  savedSearches: vi.fn(),
  updateSavedSearch: vi.fn(),
  deleteSavedSearch: vi.fn(),
  reportTypes: vi.fn(),
}));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));
// A plain link with the address the router would write.
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    to,
    search,
    children,
    ...rest
  }: {
    to: string;
    search?: Record<string, string | undefined>;
    children: ReactNode;
  }) => {
    const query = new URLSearchParams(
      Object.entries(search ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    return (
      <a href={query ? `${to}?${query}` : to} {...rest}>
        {children}
      </a>
    );
  },
}));

const COFFEE: SavedSearch = {
  id: 7,
  name: 'Frost in Brazil',
  pdf_search: 'frost Brazil',
  report_type_name: 'Coffee Weekly Report',
  frequency: 'daily',
  created_at: '2026-03-02T09:00:00.000Z',
  last_sent_at: '2026-03-03T07:00:00.000Z',
};
const STOCKS: SavedSearch = {
  id: 5,
  name: 'Certified stocks',
  pdf_search: '"certified stocks"',
  report_type_name: null,
  frequency: 'immediate',
  created_at: '2026-03-01T09:00:00.000Z',
  last_sent_at: null,
};

/** A sold report type of the catalogue, as GET reports/types/ lists it. */
const soldType = (id: number, name: string) => ({
  id,
  report_type_name: name,
  report_type: null,
  sub_list: [],
  subscription_price_for_single_user: 100,
  subscription_price_for_upto_3_user: 200,
  subscription_price_for_enterprise: 300,
});

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SavedSearchesSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Saved searches' });
}

/** The value shown under a label of a saved search. */
function shown(item: HTMLElement, label: string) {
  return within(item).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
}

const itemNamed = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

describe('Profile: Saved searches (issue 42)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fake.reportTypes.mockResolvedValue({
      status: true,
      data: { results: [soldType(3, 'Coffee Weekly Report'), soldType(4, 'Cocoa Weekly Report')] },
    });
  });

  it('lists each search with its words, type, frequency and last mail, a link to the archive, and the count', async () => {
    fake.savedSearches.mockResolvedValue({ status: true, data: [COFFEE, STOCKS] });
    const section = renderSection();
    const coffee = await itemNamed('Frost in Brazil');
    expect(shown(coffee, 'Words')).toBe('frost Brazil');
    expect(shown(coffee, 'Report type')).toBe('Coffee Weekly Report');
    expect(shown(coffee, 'How often')).toBe('Daily digest');
    expect(within(coffee).getByText(/^Mar 3, 2026/)).toHaveAttribute('datetime', COFFEE.last_sent_at);
    expect(within(coffee).getByRole('link', { name: 'Open in the archive' })).toHaveAttribute(
      'href',
      `/client${savedSearchArchivePath(COFFEE)}`,
    );

    const stocks = await itemNamed('Certified stocks');
    expect(shown(stocks, 'Report type')).toBe('All report types');
    expect(shown(stocks, 'How often')).toBe('At once');
    expect(shown(stocks, 'Last mail')).toBeUndefined();
    expect(within(stocks).getByRole('link', { name: 'Open in the archive' })).toHaveAttribute(
      'href',
      `/client${savedSearchArchivePath(STOCKS)}`,
    );
    expect(within(section).getByText('2 of 50 saved searches')).toBeInTheDocument();
  });

  it('says how to save one when there are none, with a link to the archive', async () => {
    fake.savedSearches.mockResolvedValue({ status: true, data: [] });
    const section = renderSection();
    expect(
      await within(section).findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'You have no saved searches yet. Search the archive and choose Save this search to hear about new reports it finds.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Search the archive' })).toHaveAttribute(
      'href',
      '/client/report-archives',
    );
  });

  it('says when the saved searches could not be loaded', async () => {
    fake.savedSearches.mockRejectedValueOnce(new Error('offline'));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('edits a search in place: the new name, words, type and frequency are sent, and the change announced', async () => {
    fake.savedSearches.mockResolvedValue({ status: true, data: [COFFEE] });
    fake.updateSavedSearch.mockResolvedValueOnce({
      status: true,
      message: SavedSearchMessages.changed,
      data: { ...COFFEE, name: 'Frost', report_type_name: null, frequency: 'weekly' },
    });
    const section = renderSection();
    const item = await itemNamed('Frost in Brazil');
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));

    const form = within(item).getByRole('form', { name: 'Edit Frost in Brazil' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Words' })).toHaveValue('frost Brazil');
    const type = within(form).getByRole('combobox', { name: 'Report type' });
    expect(type).toHaveValue('Coffee Weekly Report');
    await waitFor(() =>
      expect(within(type).getByRole('option', { name: 'Cocoa Weekly Report' })).toBeVisible(),
    );

    await userEvent.clear(name);
    await userEvent.type(name, 'Frost');
    await userEvent.selectOptions(type, 'All report types');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'How often' }), 'Weekly digest');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(SavedSearchMessages.changed);
    expect(fake.updateSavedSearch).toHaveBeenCalledWith(7, {
      name: 'Frost',
      pdf_search: 'frost Brazil',
      report_type_name: null,
      frequency: 'weekly',
    });
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Edit' })).toHaveFocus();
    // The list is read again after the change.
    await waitFor(() => expect(fake.savedSearches).toHaveBeenCalledTimes(2));
  });

  it('checks the name and words before sending, and shows a field the server refuses under it', async () => {
    fake.savedSearches.mockResolvedValue({ status: true, data: [COFFEE] });
    renderSection();
    const row = await itemNamed('Frost in Brazil');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = within(row).getByRole('form');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const words = within(form).getByRole('textbox', { name: 'Words' });

    await userEvent.clear(name);
    await userEvent.clear(words);
    await userEvent.type(words, 'frost  Brazil');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(SavedSearchMessages.name)).toBeInTheDocument();
    expect(within(form).getByText(SINGLE_SPACES)).toBeInTheDocument();
    expect(fake.updateSavedSearch).not.toHaveBeenCalled();

    // Refused after a while, as over the network: the fields are disabled meanwhile.
    const refused = new ApiRequestError(400, 'The search could not be saved.', {
      pdf_search: ['The search holds only very common words. Add a more specific word.'],
    });
    fake.updateSavedSearch.mockImplementationOnce(
      () => new Promise((_, reject) => setTimeout(() => reject(refused), 50)),
    );
    await userEvent.type(name, 'Frost');
    await userEvent.clear(words);
    await userEvent.type(words, 'the and');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The search holds only very common words. Add a more specific word.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(words).toHaveFocus());
    expect(words).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before deleting: Keep changes nothing, Yes, delete deletes and says so', async () => {
    fake.savedSearches.mockResolvedValueOnce({ status: true, data: [COFFEE, STOCKS] });
    fake.deleteSavedSearch.mockResolvedValueOnce({ status: true, message: SavedSearchMessages.deleted });
    const section = renderSection();
    const item = await itemNamed('Certified stocks');

    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const keep = within(item).getByRole('button', { name: 'Keep' });
    expect(keep).toHaveFocus();
    await userEvent.click(keep);
    expect(fake.deleteSavedSearch).not.toHaveBeenCalled();
    expect(within(item).getByRole('button', { name: 'Delete' })).toHaveFocus();

    fake.savedSearches.mockResolvedValueOnce({ status: true, data: [COFFEE] });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(SavedSearchMessages.deleted);
    expect(fake.deleteSavedSearch).toHaveBeenCalledWith(5);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Certified stocks' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('heading', { level: 2, name: 'Saved searches' })).toHaveFocus();
    expect(within(section).getByText('1 of 50 saved searches')).toBeInTheDocument();
  });

  it('shows why a delete failed and keeps the row', async () => {
    fake.savedSearches.mockResolvedValue({ status: true, data: [STOCKS] });
    fake.deleteSavedSearch.mockRejectedValueOnce(
      new ApiRequestError(404, SavedSearchMessages.notFound, undefined),
    );
    renderSection();
    const item = await itemNamed('Certified stocks');
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(SavedSearchMessages.notFound);
  });
});
