import { expect, type Page } from './fixtures';

/** The API as the signed-in user (the session's access token), for setting up what a test starts from. */
export async function apiHeaders(page: Page) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'accessToken')?.value ?? '';
  return { Authorization: `Bearer ${decodeURIComponent(token)}` };
}

export interface ListedReport {
  id: number;
  report_name: string;
  report_type: number;
  report_type_name: string;
}

/** The newest report of a report type, as the signed-in user's library lists it. */
export async function newestReportOf(page: Page, typeName: string): Promise<ListedReport> {
  const listed = await page.request.get(
    `/api/reports/report/acess/?search_query=${encodeURIComponent(typeName)}`,
    { headers: await apiHeaders(page) },
  );
  expect(listed.status()).toBe(200);
  const { data } = (await listed.json()) as { data: { reports: ListedReport[] }[] };
  const report = data
    .flatMap((group) => group.reports)
    .find((candidate) => candidate.report_type_name === typeName);
  if (!report) throw new Error(`No report of ${typeName} in the library`);
  return report;
}

/** Bookmarks a report through the API; resolves the bookmark's id. */
export async function bookmark(page: Page, reportId: number): Promise<string> {
  const created = await page.request.post('/api/reports/bookmarks/', {
    headers: await apiHeaders(page),
    data: { report_id: reportId },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** Removes a bookmark through the API (a test's own, when it shares the demo client with others). */
export async function removeBookmark(page: Page, bookmarkId: string): Promise<void> {
  await page.request.delete(`/api/reports/bookmarks/${bookmarkId}/`, { headers: await apiHeaders(page) });
}
