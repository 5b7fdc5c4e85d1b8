import { ApiRequestError } from '@firm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StatementDownloads } from './statement-downloads';

const fake = vi.hoisted(() => ({ statement: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('@firm/ui', async (original) => ({ ...(await original<object>()), saveFile: saved }));

const renderDownloads = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementDownloads />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe('Statement of account', () => {
  it('downloads the statement as a PDF or a CSV, named by the day', async () => {
    const pdf = new Blob(['%PDF-']);
    const csv = new Blob(['Date (UTC),Kind']);
    fake.statement.mockImplementation((format: string) => Promise.resolve(format === 'pdf' ? pdf : csv));
    renderDownloads();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(pdf, expect.stringMatching(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/)),
    );
    await user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(saved).toHaveBeenLastCalledWith(csv, expect.stringMatching(/\.csv$/)));
    expect(fake.statement.mock.calls).toEqual([['pdf'], ['csv']]);
  });

  it('says why a download failed, in the server’s words', async () => {
    fake.statement.mockRejectedValue(new ApiRequestError(403, 'Billing is not available to you.', undefined));
    renderDownloads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    expect(await screen.findByText('Billing is not available to you.')).toBeVisible();
    expect(saved).not.toHaveBeenCalled();
  });
});
