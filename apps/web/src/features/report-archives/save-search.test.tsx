import { ApiRequestError } from '@firm/api-client';
import { SavedSearchMessages } from '@firm/domain';
import { polyfillDialog } from '@firm/ui/test-dialog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveSearch } from './save-search';

const fake = vi.hoisted(() => ({ saveSearch: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));
// A plain link with the address the router would write.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, hash, children, ...rest }: { to: string; hash?: string; children: ReactNode }) => (
    <a href={hash ? `${to}#${hash}` : to} {...rest}>
      {children}
    </a>
  ),
}));

beforeAll(polyfillDialog);

const SAVED = {
  id: 9,
  name: 'Frost',
  pdf_search: 'frost Brazil',
  report_type_name: 'Coffee Weekly Report',
  frequency: 'daily',
  created_at: '2026-03-02T09:00:00.000Z',
  last_sent_at: null,
};

/** The button, for the search showing; a null type is every type. */
function renderSaveSearch(
  pdfSearch = 'frost Brazil',
  reportTypeName: string | null = 'Coffee Weekly Report',
) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SaveSearch pdfSearch={pdfSearch} reportTypeName={reportTypeName ?? undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Save this search' });
}

async function openDialog(opener: HTMLElement) {
  await userEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Save this search' });
}

describe('Archive: Save this search (issue 42)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens a form named by the words, at once by default, with focus in the Name field', async () => {
    const dialog = await openDialog(renderSaveSearch());
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('frost Brazil');
    expect(name).toHaveAttribute('maxlength', '80');
    expect(name).toHaveFocus();
    const often = within(dialog).getByRole('combobox', { name: 'How often' });
    expect(often).toHaveValue('immediate');
    expect(
      within(often)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['At once', 'Daily digest', 'Weekly digest']);
    expect(dialog).toHaveTextContent('frost Brazil in Coffee Weekly Report');
  });

  it('names a long search by its first 80 characters', async () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const dialog = await openDialog(renderSaveSearch(words, null));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(words.slice(0, 80));
    expect(dialog).toHaveTextContent('in all report types');
  });

  it('Cancel and Escape close it and give focus back to the button; it opens afresh', async () => {
    const opener = renderSaveSearch();
    let dialog = await openDialog(opener);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Frost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(opener).toHaveFocus());

    dialog = await openDialog(opener);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('frost Brazil');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(fake.saveSearch).not.toHaveBeenCalled();
  });

  it('saves the search showing with its name and frequency, then shows the answer and the way to the list', async () => {
    fake.saveSearch.mockResolvedValueOnce({ status: true, message: SavedSearchMessages.saved, data: SAVED });
    const opener = renderSaveSearch();
    const dialog = await openDialog(opener);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Frost');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'How often' }),
      'Daily digest',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SavedSearchMessages.saved);
    expect(within(status).getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
      'href',
      '/client/profile#saved-searches',
    );
    expect(fake.saveSearch).toHaveBeenCalledWith({
      name: 'Frost',
      frequency: 'daily',
      pdf_search: 'frost Brazil',
      report_type_name: 'Coffee Weekly Report',
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('checks the name before sending; a field the server refuses shows under it', async () => {
    const dialog = await openDialog(renderSaveSearch());
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SavedSearchMessages.name)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fake.saveSearch).not.toHaveBeenCalled();

    fake.saveSearch.mockRejectedValueOnce(
      new ApiRequestError(400, 'Check the fields.', { frequency: [SavedSearchMessages.frequency] }),
    );
    await userEvent.type(name, 'Frost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SavedSearchMessages.frequency)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the limit as the form’s message and stays open', async () => {
    fake.saveSearch.mockRejectedValueOnce(new ApiRequestError(422, SavedSearchMessages.limit, undefined));
    const dialog = await openDialog(renderSaveSearch());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SavedSearchMessages.limit);
    expect(dialog).toHaveAttribute('open');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
