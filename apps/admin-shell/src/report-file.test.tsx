import { ApiRequestError } from '@firm/api-client';
import {
  ADMIN_REPORT_MAX_BYTES,
  AdminReportMessages,
  CorrectionNoticeMessages,
  staffAreas,
  type AdminReport,
  type CorrectionNotice,
  type StaffMe,
  type StaffRole,
} from '@firm/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

const fake = vi.hoisted(() => ({
  admin: {
    me: vi.fn(),
    reports: vi.fn(),
    reportAlerts: vi.fn(),
    replaceReportFile: vi.fn(),
    correctionNotice: vi.fn(),
    sendCorrectionNotice: vi.fn(),
  },
  adminSummary: vi.fn(),
  reportTypes: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole): StaffMe {
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads: staffAreas(role),
    writes: staffAreas(role),
  };
}

const REPORT: AdminReport = {
  id: 7,
  name: 'Coffee Weekly — 9 March 2026',
  summary: 'Frost lifts arabica.',
  report_type: 3,
  report_type_name: 'Coffee Weekly Report',
  published_at: '2026-03-09T00:00:00.000Z',
  created_at: '2026-03-10T08:00:00.000Z',
  unpublished_at: null,
  total_word_count: 1234,
  file_size: 850 * 1024,
  file_replaced_at: null,
};
const REPLACED: AdminReport = {
  ...REPORT,
  file_replaced_at: '2026-03-12T09:30:00.000Z',
  file_size: 900 * 1024,
};

const NOTICE: CorrectionNotice = {
  report_id: REPORT.id,
  file_replaced_at: REPLACED.file_replaced_at,
  recipients: 3,
  sent_at: null,
  sent_to: 0,
};
const SENT: CorrectionNotice = { ...NOTICE, recipients: 0, sent_at: '2026-03-12T10:00:00.000Z', sent_to: 3 };

const page = <T,>(data: T[]) => ({ status: true as const, count: data.length, page: 1, page_size: 25, data });

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** A paragraph that says this, with its dates (in their own elements) in it. */
const saying = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent ?? '');
const SENT_TO_3 = saying(/^Correction notice sent on .+ to 3 members\.$/);

/** The report's row, once its alerts are in (the row's cells are drawn again when they come). */
async function row(name = REPORT.name) {
  await screen.findAllByRole('cell', { name: 'None' });
  return (await screen.findByRole('cell', { name: new RegExp(name) })).closest('tr')!;
}

async function openReplace() {
  const opener = within(await row()).getByRole('button', { name: `Replace PDF of ${REPORT.name}` });
  await userEvent.click(opener);
  return {
    opener,
    dialog: await screen.findByRole('dialog', { name: `Replace the PDF of “${REPORT.name}”` }),
  };
}

async function openNotice() {
  await userEvent.click(
    within(await row()).getByRole('button', { name: `Correction notice for ${REPORT.name}` }),
  );
  return screen.findByRole('dialog', { name: `Correction notice for “${REPORT.name}”` });
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
  fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
  fake.admin.reports.mockResolvedValue(page([REPORT]));
  fake.admin.reportAlerts.mockResolvedValue({ status: true, data: [] });
  fake.reportTypes.mockResolvedValue({ status: true, data: { results: [] } });
});

describe("replacing a report's PDF (issue 42)", () => {
  it('sends the chosen PDF with its progress, shows the answer and refreshes the list', async () => {
    let answer!: (value: unknown) => void;
    fake.admin.replaceReportFile.mockImplementation(
      (_id: number, _file: File, _name: string, onProgress?: (progress: { percent: number }) => void) => {
        onProgress?.({ percent: 0.5 });
        return new Promise((resolve) => (answer = resolve));
      },
    );
    renderAt('/admin-dashboard/reports');
    const { opener, dialog } = await openReplace();
    const file = pdf('corrected.pdf');
    await userEvent.upload(within(dialog).getByLabelText('New PDF'), file);
    expect(within(dialog).getByLabelText('New PDF')).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace PDF' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading corrected.pdf' })).toHaveValue(
      50,
    );
    expect(fake.admin.replaceReportFile).toHaveBeenCalledWith(
      REPORT.id,
      file,
      'corrected.pdf',
      expect.any(Function),
    );

    fake.admin.reports.mockResolvedValue(page([REPLACED]));
    answer({ status: true, message: AdminReportMessages.replaced('corrected.pdf'), data: REPLACED });
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(AdminReportMessages.replaced('corrected.pdf'));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(status.parentElement).toHaveFocus());
    // The row says so, and offers the correction notice.
    await waitFor(() => expect(screen.getByText(/PDF replaced on/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Correction notice for ${REPORT.name}` })).toBeInTheDocument();
    // The row was drawn again with the new file, its buttons kept: focus goes back to the one that opened the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("shows the server's refusal, and refuses a file too large without sending it", async () => {
    fake.admin.replaceReportFile.mockRejectedValue(
      new ApiRequestError(409, AdminReportMessages.sameFile, undefined),
    );
    renderAt('/admin-dashboard/reports');
    const { dialog } = await openReplace();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace PDF' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the new PDF.');

    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: ADMIN_REPORT_MAX_BYTES + 1 });
    await userEvent.upload(within(dialog).getByLabelText('New PDF'), huge);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace PDF' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AdminReportMessages.tooLarge);
    expect(fake.admin.replaceReportFile).not.toHaveBeenCalled();

    await userEvent.upload(within(dialog).getByLabelText('New PDF'), pdf('same.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace PDF' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(AdminReportMessages.sameFile);
    // Focus goes to what happened, the pressed button having been busy.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(fake.admin.reports).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the row’s button', async () => {
    renderAt('/admin-dashboard/reports');
    const { opener, dialog } = await openReplace();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('the correction notice (issue 42)', () => {
  beforeEach(() => {
    fake.admin.reports.mockResolvedValue(page([REPLACED]));
  });

  it('shows when the PDF was replaced, and offers no notice for a report whose file was never replaced', async () => {
    fake.admin.reports.mockResolvedValue(page([REPORT, { ...REPLACED, id: 8, name: 'Cocoa Weekly' }]));
    renderAt('/admin-dashboard/reports');
    const replaced = await row('Cocoa Weekly');
    expect(within(replaced).getByText(/PDF replaced on/)).toBeVisible();
    expect(
      within(replaced).getByRole('button', { name: 'Correction notice for Cocoa Weekly' }),
    ).toBeVisible();
    const original = await row(REPORT.name);
    expect(within(original).queryByText(/PDF replaced on/)).toBeNull();
    expect(within(original).queryByRole('button', { name: /Correction notice/ })).toBeNull();
  });

  it('tells who downloaded an earlier file, and sends the notice with a note after a second step', async () => {
    fake.admin.correctionNotice.mockResolvedValue({ status: true, data: NOTICE });
    fake.admin.sendCorrectionNotice.mockResolvedValue({
      status: true,
      message: CorrectionNoticeMessages.sent(3),
      data: SENT,
    });
    renderAt('/admin-dashboard/reports');
    const dialog = await openNotice();
    expect(await within(dialog).findByText('3 members downloaded an earlier file.')).toBeVisible();
    expect(within(dialog).getByText(/PDF replaced on/)).toBeVisible();
    expect(fake.admin.correctionNotice).toHaveBeenCalledWith(REPORT.id);

    const note = within(dialog).getByRole('textbox', { name: 'Note to readers' });
    expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, 'Table 2 had the wrong month.');
    expect(within(dialog).getByText(/28 of 1000 characters/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction notice' }));

    // The second step: nothing went yet; Back returns to the note, kept.
    expect(fake.admin.sendCorrectionNotice).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, send it' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription(/Send the correction notice to 3 members now\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note to readers' })).toHaveValue(
      'Table 2 had the wrong month.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send correction notice' })).toHaveFocus(),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction notice' }));
    fake.admin.correctionNotice.mockResolvedValue({ status: true, data: SENT });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(dialog).findByText(CorrectionNoticeMessages.sent(3))).toBeVisible();
    // The buttons pressed are gone: focus goes to what happened.
    await waitFor(() => expect(within(dialog).getByRole('status').parentElement).toHaveFocus());
    expect(fake.admin.sendCorrectionNotice).toHaveBeenCalledWith(REPORT.id, {
      note: 'Table 2 had the wrong month.',
    });
    expect(within(dialog).getByText(SENT_TO_3)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send correction notice' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('says when the notice went, and offers no second one', async () => {
    fake.admin.correctionNotice.mockResolvedValue({ status: true, data: SENT });
    renderAt('/admin-dashboard/reports');
    const dialog = await openNotice();
    expect(await within(dialog).findByText(SENT_TO_3)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send correction notice' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('says nobody downloaded an earlier file, with nothing to send', async () => {
    fake.admin.correctionNotice.mockResolvedValue({ status: true, data: { ...NOTICE, recipients: 0 } });
    renderAt('/admin-dashboard/reports');
    const dialog = await openNotice();
    expect(await within(dialog).findByText('Nobody downloaded an earlier file.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send correction notice' })).toBeNull();
  });

  it("shows the server's refusal (sent meanwhile) and reads the notice again", async () => {
    fake.admin.correctionNotice
      .mockResolvedValueOnce({ status: true, data: NOTICE })
      .mockResolvedValue({ status: true, data: SENT });
    fake.admin.sendCorrectionNotice.mockRejectedValue(
      new ApiRequestError(409, CorrectionNoticeMessages.alreadySent, undefined),
    );
    renderAt('/admin-dashboard/reports');
    const dialog = await openNotice();
    await within(dialog).findByText('3 members downloaded an earlier file.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send correction notice' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CorrectionNoticeMessages.alreadySent);
    expect(await within(dialog).findByText(SENT_TO_3)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send correction notice' })).toBeNull();
  });

  it("shows the server's message when the notice cannot be read", async () => {
    fake.admin.correctionNotice.mockRejectedValue(
      new ApiRequestError(404, AdminReportMessages.notFound, undefined),
    );
    renderAt('/admin-dashboard/reports');
    const dialog = await openNotice();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AdminReportMessages.notFound);
  });
});

describe('who may replace and tell', () => {
  it('finance, without the reports, sees neither (and the API is not asked)', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/reports');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Replace PDF/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Correction notice/ })).toBeNull();
    expect(fake.admin.reports).not.toHaveBeenCalled();
  });

  it('a role that only reads the reports sees that the PDF was replaced, not the actions', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: { ...staff('editor'), writes: [] } });
    fake.admin.reports.mockResolvedValue(page([REPLACED]));
    renderAt('/admin-dashboard/reports');
    expect(await screen.findByRole('button', { name: `Preview ${REPORT.name}` })).toBeVisible();
    expect(screen.getByText(/PDF replaced on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Replace PDF/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Correction notice/ })).toBeNull();
  });
});
