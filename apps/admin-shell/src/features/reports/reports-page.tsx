import {
  ADMIN_REPORT_SORTS,
  formatEventTime,
  formatFileSize,
  type AdminReport,
  type AdminReportAlerts,
  type ReportState,
} from '@firm/domain';
import { Alert, Button, SearchField, Select, TextField } from '@firm/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  reportAlertsQueryOptions,
  reportsQueryOptions,
  reportTypeChoicesQueryOptions,
} from '../../data/reports';
import { staffMeQueryOptions } from '../../data/staff';
import { mayWrite } from '../../lib/access';
import { api } from '../../lib/api';
import { previewPdf } from '../../lib/preview-pdf';
import { useListTable } from '../../lib/use-list-table';
import { useListPage } from '../../lib/use-list-page';
import { DeleteDialog, PublicationDialog } from './report-actions';
import { ReportEdit } from './report-edit';
import { CorrectionNoticeDialog, ReplaceFileDialog } from './report-file-dialogs';
import { DEFAULT_REPORT_STATE, dayOf, reportsRequest, type ReportsSearch } from './reports-search';
import { UploadPanel } from './upload-panel';
import listStyles from '../../components/list-page.module.css';
import { ListPager } from '../../components/list-pager';
import { ListTable } from '../../components/list-table';
import styles from './reports.module.css';

const route = getRouteApi('/reports');

type ReportSort = (typeof ADMIN_REPORT_SORTS)[number];
const isSort = (id: string): id is ReportSort => (ADMIN_REPORT_SORTS as readonly string[]).includes(id);

const STATE_OPTIONS: { value: ReportState; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

const column = createColumnHelper<AdminReport>();
type Dialog = 'edit' | 'publication' | 'delete' | 'replace' | 'correction';

/** Every report: searched, filtered, sorted and paged by the server as the URL says; uploaded, edited, removed. */
export function ReportsPage() {
  const search = route.useSearch();
  const request = reportsRequest(search);
  const { data: page } = useSuspenseQuery(reportsQueryOptions(request));
  const list = useListPage<ReportsSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });
  const { data: types } = useSuspenseQuery(reportTypeChoicesQueryOptions());
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const alerts = useQuery(reportAlertsQueryOptions(page.data.map((report) => report.id)));
  const writes = mayWrite(me, 'reports');

  const [selected, setSelected] = useState<AdminReport | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [text, setText] = useState(search.q ?? '');
  const [type, setType] = useState(search.type ? String(search.type) : '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [state, setState] = useState<ReportState>(search.state ?? DEFAULT_REPORT_STATE);
  // The boxes follow the URL when it changes without them (Back, Forward, a link).
  useEffect(() => {
    setText(search.q ?? '');
    setType(search.type ? String(search.type) : '');
    setFrom(search.from ?? '');
    setTo(search.to ?? '');
    setState(search.state ?? DEFAULT_REPORT_STATE);
  }, [search.q, search.type, search.from, search.to, search.state]);

  const alertsShown = useMemo(
    (): AlertsShown => ({ pending: alerts.isPending, failed: alerts.isError, byReport: alerts.data }),
    [alerts.isPending, alerts.isError, alerts.data],
  );
  // The same columns from render to render (the alerts come through context): a cell drawn by a new function is a
  // new component, so the row's buttons would be new elements after any render (a dialog opened, the alerts come),
  // and focus could not go back to them when a dialog closes.
  const columns = useMemo(() => {
    const open = (report: AdminReport, which: Dialog) => {
      setSelected(report);
      setDialog(which);
    };
    return [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => (
          <span className={styles.name}>
            {info.getValue()}
            {info.row.original.unpublished_at ? <span className={styles.badge}>Unpublished</span> : null}
            {info.row.original.file_replaced_at ? (
              <span className={styles.badge}>
                PDF replaced on{' '}
                <time dateTime={info.row.original.file_replaced_at}>
                  {formatEventTime(info.row.original.file_replaced_at)}
                </time>
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('report_type_name', { header: 'Type', enableSorting: false }),
      column.accessor('published_at', {
        header: 'Published',
        cell: (info) => dayOf(info.getValue()) || 'No date',
      }),
      column.accessor('created_at', { header: 'Added', cell: (info) => dayOf(info.getValue()) }),
      column.display({
        id: 'alerts',
        header: 'Alerts',
        cell: (info) => <AlertsOf reportId={info.row.original.id} />,
      }),
      column.accessor('total_word_count', {
        header: 'Words',
        enableSorting: false,
        cell: (info) => info.getValue().toLocaleString('en-GB'),
      }),
      column.accessor('file_size', {
        header: 'File',
        enableSorting: false,
        cell: (info) => formatFileSize(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (info) => {
          const report = info.row.original;
          return (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => void previewPdf(() => api.admin.reportFile(report.id)).then(setPreviewProblem)}
                aria-label={`Preview ${report.name}`}
              >
                Preview
              </Button>
              {writes ? (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => open(report, 'edit')}
                    aria-label={`Edit ${report.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => open(report, 'publication')}
                    aria-label={`${report.unpublished_at ? 'Publish again' : 'Unpublish'} ${report.name}`}
                  >
                    {report.unpublished_at ? 'Publish' : 'Unpublish'}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => open(report, 'replace')}
                    aria-label={`Replace PDF of ${report.name}`}
                  >
                    Replace PDF
                  </Button>
                  {report.file_replaced_at ? (
                    <Button
                      variant="secondary"
                      onClick={() => open(report, 'correction')}
                      aria-label={`Correction notice for ${report.name}`}
                    >
                      Correction notice
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    onClick={() => open(report, 'delete')}
                    aria-label={`Delete ${report.name}`}
                  >
                    Delete
                  </Button>
                </>
              ) : null}
            </div>
          );
        },
      }),
    ];
  }, [writes]);
  const table = useListTable({
    data: page.data,
    columns,
    getRowId: (row) => String(row.id),
    rowCount: page.count,
    sort: { id: request.sort ?? 'created_at', desc: request.direction !== 'asc' },
    isSort,
    onSort: list.sortBy,
  });

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    list.filterBy({
      q: text.trim() || undefined,
      type: type ? Number(type) : undefined,
      from: from || undefined,
      to: to || undefined,
      state,
    });
  }

  const filtered = Boolean(request.q || request.type || request.published_from || request.published_to);
  return (
    <div className={listStyles.page}>
      <title>Reports | Back office</title>
      <h1>Reports</h1>
      {writes ? <UploadPanel types={types} /> : null}
      <form className={listStyles.filters} role="search" aria-label="Reports" onSubmit={applyFilters}>
        <SearchField
          label="Search name or summary"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onClear={() => setText('')}
        />
        <Select
          label="Type"
          options={[
            { value: '', label: 'All types' },
            ...types.map((choice) => ({ value: String(choice.id), label: choice.name })),
          ]}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <TextField
          label="Published from"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="Published to"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Select
          label="State"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => setState(event.target.value as ReportState)}
        />
        <Button type="submit">Show</Button>
      </form>
      {previewProblem ? <Alert tone="error">{previewProblem}</Alert> : null}
      <p className={listStyles.count} role="status">
        {page.count === 1 ? '1 report' : `${page.count.toLocaleString('en-GB')} reports`}
        {request.q ? ` matching “${request.q}”` : ''}
      </p>
      <AlertsContext value={alertsShown}>
        <ListTable
          table={table}
          captionId="reports-caption"
          caption={
            <>
              Reports, page {request.page} of {list.pageCount}
            </>
          }
          empty={filtered || request.state !== 'all' ? 'No report matches these filters.' : 'No reports yet.'}
        />
      </AlertsContext>
      <ListPager label="Report pages" page={list.page} pageCount={list.pageCount} />
      <ReportEdit report={selected} open={dialog === 'edit'} types={types} onClose={() => setDialog(null)} />
      <PublicationDialog report={selected} open={dialog === 'publication'} onClose={() => setDialog(null)} />
      <DeleteDialog report={selected} open={dialog === 'delete'} onClose={() => setDialog(null)} />
      <ReplaceFileDialog report={selected} open={dialog === 'replace'} onClose={() => setDialog(null)} />
      <CorrectionNoticeDialog
        report={selected}
        open={dialog === 'correction'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

interface AlertsShown {
  pending: boolean;
  failed: boolean;
  byReport: Map<number, AdminReportAlerts> | undefined;
}
const AlertsContext = createContext<AlertsShown>({ pending: true, failed: false, byReport: undefined });

function AlertsOf({ reportId }: { reportId: number }) {
  const alerts = useContext(AlertsContext);
  if (alerts.pending) return <>Loading…</>;
  if (alerts.failed) return <>Not known</>;
  return <AlertsCell alerts={alerts.byReport?.get(reportId)} />;
}

/** What a report's alerts did (issue 42): members told and when the last mail left; those waiting for a digest. */
function AlertsCell({ alerts }: { alerts: AdminReportAlerts | undefined }) {
  if (!alerts || (alerts.told === 0 && alerts.waiting === 0)) return <>None</>;
  return (
    <span className={styles.alerts}>
      {alerts.told > 0 ? (
        <span>
          {alerts.told === 1 ? '1 member told' : `${alerts.told.toLocaleString('en-GB')} members told`}
          {alerts.last_sent_at ? (
            <>
              , last <time dateTime={alerts.last_sent_at}>{formatEventTime(alerts.last_sent_at)}</time>
            </>
          ) : null}
        </span>
      ) : null}
      {alerts.waiting > 0 ? <span>{alerts.waiting.toLocaleString('en-GB')} waiting for a digest</span> : null}
    </span>
  );
}
