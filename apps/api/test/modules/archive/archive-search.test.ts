import { ArchiveQueryMessages, ArchiveResponseSchema, type ArchiveResult } from '@firm/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passageHeadlinesQuery } from '../../../src/modules/archive/repository.js';
import { reports } from '../../../src/platform/database/schema.js';
import { AuthenticateMessages } from '../../../src/platform/http/authenticate.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, addReport, FIXTURE_PASSWORD, subscribe } from '../../support/report-fixtures.js';

let t: TestApp;
const tokens: Record<string, string> = {};

const COFFEE = 'Coffee Weekly Report';
const COCOA = 'Cocoa In-Depth Report';
const SUGAR = 'Sugar Weekly Report';
const COTTON = 'Cotton Weekly Report';

/**
 * Four reports with known words, twelve tariff notes for paging, and a long cotton read. Roasters Ltd (owner ana@,
 * then ben@) subscribes to coffee and cotton for everyone, to cocoa for one seat, and had sugar until last month. Searches only read,
 * so the reports are made once for the file.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  await addReport(db, t.files, {
    type: COFFEE,
    name: 'Coffee frost outlook',
    summary: 'Brazil arabica after the frost.',
    content:
      'Frost damage in Minas Gerais hit arabica trees.\n\nFrost damage will cut the next crop, and prices rose.',
    publishedAt: '2025-07-01T00:00:00Z',
  });
  await addReport(db, t.files, {
    type: COFFEE,
    name: 'Arabica and robusta supply',
    summary: 'Supply from Vietnam.',
    content: 'The Vietnam robusta harvest is large; damage from frost is unlikely there.',
  });
  await addReport(db, t.files, {
    type: COCOA,
    name: 'Cocoa grindings',
    summary: 'European demand.',
    content: 'Cocoa grindings fell in Europe. Ivory Coast arrivals slowed.',
  });
  await addReport(db, t.files, {
    type: SUGAR,
    name: 'Sugar and ethanol parity',
    summary: 'Mills choose between sugar and ethanol.',
    content:
      'Mills note: <script>alert(\'x\')</script> <b onclick="steal()">Ethanol</b> parity in Brazil \uE000forged\uE001 markers\uE003 and more.',
  });
  for (let note = 1; note <= 12; note += 1) {
    const number = String(note).padStart(2, '0');
    await addReport(db, t.files, {
      type: SUGAR,
      name: `Tariff note ${number}`,
      summary: `Import duty schedule ${number}.`,
      content: `Import tariff schedule ${number} for refined cargoes.`,
    });
  }
  // A long report: 40 lines of 12 words, 'mealybug' only on lines 7 and 33, 'parity' on line 20.
  const filler = 'Cotton planting advanced across the Delta while ginning margins stayed thin this';
  await addReport(db, t.files, {
    type: COTTON,
    name: 'Cotton long read',
    summary: 'A long read on cotton.',
    content: Array.from({ length: 40 }, (_, line) =>
      line === 6 || line === 32
        ? `Scouts found mealybug damage on line ${line + 1} of the Delta fields this`
        : line === 19
          ? `Export parity held near line ${line + 1} as mills bought cotton slowly this`
          : filler,
    ).join('\n'),
  });
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, COFFEE);
  await subscribe(db, roasters.tenantId, COCOA, { tier: 'subscription_price_for_single_user' });
  await subscribe(db, roasters.tenantId, SUGAR, { expired: true });
  await subscribe(db, roasters.tenantId, COTTON);
  for (const [email, password] of [
    ['ana@roasters.test', FIXTURE_PASSWORD],
    ['ben@roasters.test', FIXTURE_PASSWORD],
    [TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: { email, password },
    });
    tokens[email] = (response.json().data as { access: string }).access;
  }
});
afterAll(async () => {
  await t?.close();
});

async function archive(query: Record<string, string>, email: string | null = null) {
  const headers = email ? { authorization: `Bearer ${tokens[email]}` } : {};
  return t.app.inject({ method: 'GET', url: '/api/reports/elastic-search/', query, headers });
}

async function search(query: Record<string, string>, email: string | null = null) {
  const response = await archive(query, email);
  expect(response.statusCode).toBe(200);
  return ArchiveResponseSchema.parse(response.json());
}

const names = (body: { data: { results: ArchiveResult[] } }) =>
  body.data.results.map((result) => result.report_name);
const marked = (result: ArchiveResult) =>
  result.highlights.flatMap((highlight) =>
    highlight.matches.map((match) => highlight.text.slice(match.start, match.end)),
  );

describe('GET /api/reports/elastic-search/ (SPEC §7, DESIGN §4 full-text search)', () => {
  it('ranks by relevance: a match in the name and often in the content comes first', async () => {
    const body = await search({ pdf_search: 'frost' });
    expect(body).toMatchObject({ status: true, message: ArchiveQueryMessages.found, data: { count: 2 } });
    expect(names(body)).toEqual(['Coffee frost outlook', 'Arabica and robusta supply']);
    expect(body.data.results[0]).toMatchObject({
      report_summary: 'Brazil arabica after the frost.',
      published_at: '2025-07-01T00:00:00.000Z',
      report_type_name: COFFEE,
      can_open: false,
    });
  });

  it('finds stemmed words in names, summaries and content, whatever their case', async () => {
    expect(names(await search({ pdf_search: 'GRINDING' }))).toEqual(['Cocoa grindings']);
    expect(names(await search({ pdf_search: 'brazil' }))).toEqual([
      'Coffee frost outlook',
      'Sugar and ethanol parity',
    ]);
  });

  it('reads web-search syntax: "a phrase", OR and -word', async () => {
    expect(names(await search({ pdf_search: '"frost damage"' }))).toEqual(['Coffee frost outlook']);
    expect(names(await search({ pdf_search: 'grindings OR ethanol' })).sort()).toEqual([
      'Cocoa grindings',
      'Sugar and ethanol parity',
    ]);
    expect(names(await search({ pdf_search: 'frost -vietnam' }))).toEqual(['Coffee frost outlook']);
    expect(names(await search({ pdf_search: 'frost damage' }))).toHaveLength(2);
  });

  it('sorts by name (SPEC §5 name_asc, name_desc) instead of relevance', async () => {
    expect(names(await search({ pdf_search: 'frost', sort: 'name_asc' }))).toEqual([
      'Arabica and robusta supply',
      'Coffee frost outlook',
    ]);
    expect(names(await search({ pdf_search: 'brazil', sort: 'name_desc' }))).toEqual([
      'Sugar and ethanol parity',
      'Coffee frost outlook',
    ]);
  });

  it('filters by report type name', async () => {
    const body = await search({ pdf_search: 'brazil', report_type_name: SUGAR });
    expect(body.data.count).toBe(1);
    expect(names(body)).toEqual(['Sugar and ethanol parity']);
    expect((await search({ pdf_search: 'brazil', report_type_name: 'No Such Report' })).data.count).toBe(0);
    expect((await search({ pdf_search: 'brazil', report_type_name: '' })).data.count).toBe(2);
  });

  it('pages ten at a time (SPEC §9) and counts every match', async () => {
    const first = await search({ pdf_search: 'tariff', sort: 'name_asc' });
    expect(first.data.count).toBe(12);
    expect(names(first)).toHaveLength(10);
    expect(names(first)[0]).toBe('Tariff note 01');
    const second = await search({ pdf_search: 'tariff', sort: 'name_asc', page: '2' });
    expect(names(second)).toEqual(['Tariff note 11', 'Tariff note 12']);
    expect((await search({ pdf_search: 'tariff', page: '3' })).data).toEqual({
      results: [],
      count: 12,
      count_capped: false,
    });
  });

  it('highlights the matched words of the content as text with ranges', async () => {
    const [result] = (await search({ pdf_search: '"frost damage"' })).data.results;
    expect(result!.highlights.length).toBeGreaterThan(0);
    expect(result!.highlights[0]!.text).toContain(
      'Frost damage in Minas Gerais hit arabica trees. Frost damage',
    );
    expect(marked(result!)).toEqual(['Frost', 'damage', 'Frost', 'damage']);
    for (const highlight of result!.highlights) {
      expect(highlight.text).not.toMatch(/[\uE000-\uE0FF]|\s{2}/u);
    }
  });

  it('returns content holding HTML, script and marker characters as inert text with true ranges', async () => {
    const [result] = (await search({ pdf_search: 'ethanol' })).data.results;
    const text = result!.highlights.map((highlight) => highlight.text).join(' ');
    expect(text).toContain('<script>alert(\'x\')</script> <b onclick="steal()">Ethanol</b> parity');
    // Marker characters in the content are dropped, so they mark nothing.
    expect(text).toContain('Mills note: <script>');
    expect(text).toContain('forged markers and more');
    expect(text).not.toMatch(/[\uE000-\uE0FF]/u);
    expect(marked(result!)).toEqual(['Ethanol']);

    const [inScript] = (await search({ pdf_search: 'alert' })).data.results;
    expect(marked(inScript!)).toEqual(['alert']);
    expect((await search({ pdf_search: 'forged' })).data.results.map(marked)).toEqual([['forged']]);
  });

  it('answers visitors with results that do not open (SPEC §6)', async () => {
    const body = await search({ pdf_search: 'brazil OR grindings' });
    expect(body.data.count).toBe(3);
    expect(body.data.results.every((result) => !result.can_open)).toBe(true);
  });

  it('says per result whether a signed-in client may open it: entitled yes, expired or out of seats no', async () => {
    const access = async (email: string) =>
      Object.fromEntries(
        (await search({ pdf_search: 'brazil OR grindings' }, email)).data.results.map((result) => [
          result.report_name,
          result.can_open,
        ]),
      );
    expect(await access('ana@roasters.test')).toEqual({
      'Coffee frost outlook': true,
      'Cocoa grindings': true,
      'Sugar and ethanol parity': false,
    });
    expect(await access('ben@roasters.test')).toEqual({
      'Coffee frost outlook': true,
      'Cocoa grindings': false,
      'Sugar and ethanol parity': false,
    });
    expect(Object.values(await access(TEST_ACCOUNTS.admin.email))).toEqual([false, false, false]);
  });

  it('highlights a long report from the passages that match, in their order, the matches marked', async () => {
    // Passages as a subscriber sees them (what others see: test/security/archive-search-exposure.test.ts).
    const subscriber = 'ana@roasters.test';
    const [long] = (await search({ pdf_search: 'mealybug' }, subscriber)).data.results;
    expect(long!.report_name).toBe('Cotton long read');
    expect(long!.highlights.map((highlight) => highlight.text)).toEqual([
      expect.stringContaining('Scouts found mealybug damage on line 7'),
      expect.stringContaining('Scouts found mealybug damage on line 33'),
    ]);
    expect(marked(long!)).toEqual(['mealybug', 'mealybug']);

    // Words in different passages: each passage holding one is a candidate, at most three a result.
    const [both] = (await search({ pdf_search: 'mealybug parity -ethanol' }, subscriber)).data.results;
    expect(both!.highlights).toHaveLength(3);
    expect(marked(both!).sort()).toEqual(['mealybug', 'mealybug', 'parity']);
  });

  it('reads the passages of the shown reports by report, never through the text index of every passage', async () => {
    const { db } = t.database;
    const ids = (await db.select({ id: reports.id }).from(reports)).map((report) => report.id);
    const query = passageHeadlinesQuery(db, ids, 'frost damage', ['frost', 'damage'], {
      passages: 3,
      maxWords: 24,
    });
    const plan = await db.transaction(async (tx) => {
      // With sequential scans off, the planner takes the passages' text index wherever the query lets it.
      await tx.execute(sql`set local enable_seqscan = off`);
      // postgres.js answers the rows, PGlite an object holding them.
      const result: unknown = await tx.execute(sql`explain select * from (${query}) as headlines`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as object[];
      return rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    expect(plan).toContain('report_passages_report_id_position_pk');
    expect(plan).not.toContain('report_passages_search_idx');
  });

  it("gives each result the caller's own bookmark id, and none to visitors or other users", async () => {
    const [frost] = (await search({ pdf_search: 'frost' })).data.results;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/reports/bookmarks/',
      headers: { authorization: `Bearer ${tokens['ana@roasters.test']}` },
      payload: { report_id: frost!.id },
    });
    expect(added.statusCode).toBe(201);
    const bookmarkOf = async (email: string | null) =>
      Object.fromEntries(
        (await search({ pdf_search: 'frost' }, email)).data.results.map((result) => [
          result.report_name,
          result.bookmark_id,
        ]),
      );
    const own = await bookmarkOf('ana@roasters.test');
    expect(own['Coffee frost outlook']).toEqual(expect.any(String));
    expect(own['Arabica and robusta supply']).toBeNull();
    expect(Object.values(await bookmarkOf('ben@roasters.test'))).toEqual([null, null]);
    expect(Object.values(await bookmarkOf(null))).toEqual([null, null]);
  });

  it('refuses a token that is present but not valid, so the client refreshes it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/elastic-search/',
      query: { pdf_search: 'frost' },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, message: AuthenticateMessages.missing });
  });

  it('answers a search without matches, or of only common words, with no results and says why', async () => {
    expect(await search({ pdf_search: 'hurricane' })).toEqual({
      status: true,
      message: ArchiveQueryMessages.noResults,
      data: { results: [], count: 0, count_capped: false },
    });
    for (const text of ['the and of', '!!! ---', '""', 'or']) {
      expect(await search({ pdf_search: text })).toEqual({
        status: true,
        message: ArchiveQueryMessages.onlyCommonWords,
        data: { results: [], count: 0, count_capped: false },
      });
    }
  });

  it.each([
    [{}, ArchiveQueryMessages.search],
    [{ pdf_search: '' }, ArchiveQueryMessages.search],
    [{ pdf_search: '   ' }, ArchiveQueryMessages.search],
    [{ pdf_search: 'x'.repeat(201) }, ArchiveQueryMessages.searchLength],
    [{ pdf_search: 'frost', page: '0' }, ArchiveQueryMessages.page],
    [{ pdf_search: 'frost', sort: 'newest' }, ArchiveQueryMessages.sort],
  ])('refuses %j with a clear message', async (query, message) => {
    const response = await archive(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
  });

  it('takes unbalanced quotes and stray operators without failing', async () => {
    expect(names(await search({ pdf_search: '"frost damage' }))).toEqual(['Coffee frost outlook']);
    expect(names(await search({ pdf_search: 'OR frost OR' }))).toHaveLength(2);
    expect(names(await search({ pdf_search: "frost's & | ! ( damage:*" }))).toHaveLength(2);
  });
});
