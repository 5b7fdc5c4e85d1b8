import { createHash } from 'node:crypto';
import {
  ArchiveQueryMessages,
  ArchiveResponseSchema,
  type ArchiveResponse,
  type ArchiveResult,
} from '@firm/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reports } from '../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../support/index.js';
import {
  addOrganisation,
  addReport,
  bearerHeaders,
  reportTypeId,
  subscribe,
} from '../support/report-fixtures.js';

/**
 * Issue 14 point 2: the archive search gives premium text only to those who paid for it. A result the caller
 * cannot open shows its public summary and one passage of at most 20 words; a visitor pages through the first ten
 * pages and counts no further; searches are rate limited per user, per address for visitors, and per address for
 * everyone, so registering more accounts buys no more searches from one address.
 */

const COFFEE = 'Coffee Weekly Report';
const SUGAR = 'Sugar Weekly Report';
const COCOA = 'Cocoa Weekly Report';
const FROST_SUMMARY = 'Frost across Minas Gerais and what it means for the next arabica crop.';
/** Notes matching 'tariff': odd numbers are sugar reports, even ones cocoa; more than ten pages. */
const TARIFF_NOTES = 120;

const SUBSCRIBER = 'ana@roasters.test';
const NON_SUBSCRIBER = 'bob@millers.test';
const SUGAR_SUBSCRIBER = 'cai@refiners.test';

const words = (text: string) => text.split(' ').filter(Boolean).length;

/** Six lines of about thirty words, each naming frost: three passages of the trigger's sixty words, all matching. */
const FROST_CONTENT = Array.from(
  { length: 6 },
  (_, line) =>
    `Line ${line + 1}: growers in the south of Minas Gerais counted frost damage on young arabica trees after cold nights, and exporters expect smaller shipments through the next season while prices stay firm.`,
).join('\n');

/** Words ts_headline does not count as words ('&', dashes): its MaxWords alone would let more through. */
const SYMBOL_CONTENT = Array.from({ length: 40 }, (_, index) => `hail${index} &`)
  .join(' ')
  .replace('hail20', 'hail20 frost');

async function addTariffNotes(t: TestApp) {
  const sugar = await reportTypeId(t.database.db, SUGAR);
  const cocoa = await reportTypeId(t.database.db, COCOA);
  await t.database.db.insert(reports).values(
    Array.from({ length: TARIFF_NOTES }, (_, index) => {
      const number = String(index + 1).padStart(3, '0');
      return {
        reportTypeId: index % 2 === 0 ? sugar : cocoa,
        name: `Tariff note ${number}`,
        summary: `Import duty schedule ${number}.`,
        content: `Import tariff schedule ${number} for refined cargoes.`,
        publishedAt: new Date('2025-06-02T00:00:00Z'),
        totalWordCount: 6,
        wordFrequency: {},
        fileKey: `reports/tariff-${number}.pdf`,
        fileSha256: createHash('sha256').update(number).digest('hex'),
        fileSize: 1,
      };
    }),
  );
}

let t: TestApp;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(reports);
  await addReport(db, t.files, {
    type: COFFEE,
    name: 'Frost ledger',
    summary: FROST_SUMMARY,
    content: FROST_CONTENT,
  });
  await addReport(db, t.files, {
    type: COFFEE,
    name: 'Hail and frost in symbols',
    summary: 'Weather in symbols.',
    content: SYMBOL_CONTENT,
  });
  await addTariffNotes(t);
  const roasters = await addOrganisation(db, 'Roasters Ltd', [SUBSCRIBER]);
  await subscribe(db, roasters.tenantId, COFFEE);
  await addOrganisation(db, 'Millers Ltd', [NON_SUBSCRIBER]);
  const refiners = await addOrganisation(db, 'Refiners Ltd', [SUGAR_SUBSCRIBER]);
  await subscribe(db, refiners.tenantId, SUGAR);
  for (const email of [SUBSCRIBER, NON_SUBSCRIBER, SUGAR_SUBSCRIBER])
    headers[email] = await bearerHeaders(t.app, email);
});
afterAll(async () => {
  await t?.close();
});

function archive(
  app: TestApp,
  query: Record<string, string>,
  caller: { email?: string; address?: string } = {},
) {
  return app.app.inject({
    method: 'GET',
    url: '/api/reports/elastic-search/',
    query,
    headers: caller.email ? headers[caller.email] : {},
    ...(caller.address ? { remoteAddress: caller.address } : {}),
  });
}

async function search(query: Record<string, string>, email?: string): Promise<ArchiveResponse> {
  const response = await archive(t, query, email ? { email } : {});
  expect(response.statusCode).toBe(200);
  return ArchiveResponseSchema.parse(response.json());
}

const byName = (body: ArchiveResponse, name: string): ArchiveResult => {
  const result = body.data.results.find((found) => found.report_name === name);
  if (!result) throw new Error(`no result named ${name}`);
  return result;
};

describe('archive search: what a caller who cannot open a result sees', () => {
  it.each([
    ['a visitor', undefined],
    ['a client without a subscription to the type', NON_SUBSCRIBER],
  ])('%s gets the public summary and one passage of at most 20 words', async (_who, email) => {
    const body = await search({ pdf_search: 'frost' }, email);
    const frost = byName(body, 'Frost ledger');
    expect(frost.can_open).toBe(false);
    expect(frost.report_summary).toBe(FROST_SUMMARY);
    expect(frost.highlights).toHaveLength(1);
    expect(words(frost.highlights[0]!.text)).toBeLessThanOrEqual(20);
    expect(frost.highlights[0]!.text.toLowerCase()).toContain('frost');
    // ts_headline counts '&' as no word; the passage is still at most 20 words as a reader counts them.
    const symbols = byName(body, 'Hail and frost in symbols');
    expect(symbols.highlights).toHaveLength(1);
    expect(words(symbols.highlights[0]!.text)).toBeLessThanOrEqual(20);
    const { text, matches } = symbols.highlights[0]!;
    expect(matches.map((match) => text.slice(match.start, match.end))).toEqual(['frost']);
  });

  it('a subscriber to the type keeps the full passages', async () => {
    const frost = byName(await search({ pdf_search: 'frost' }, SUBSCRIBER), 'Frost ledger');
    expect(frost.can_open).toBe(true);
    expect(frost.highlights).toHaveLength(3);
    expect(Math.max(...frost.highlights.map((highlight) => words(highlight.text)))).toBeGreaterThan(20);
  });
});

describe('archive search: page depth and count for what the caller cannot open', () => {
  it("a visitor pages through the first 10 pages; page 11 is refused in SPEC's shape", async () => {
    const tenth = await search({ pdf_search: 'tariff', sort: 'name_asc', page: '10' });
    expect(tenth.data.results.map((result) => result.report_name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Tariff note ${String(91 + index).padStart(3, '0')}`),
    );
    const eleventh = await archive(t, { pdf_search: 'tariff', page: '11' });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({
      status: false,
      message: ArchiveQueryMessages.visitorPages,
      errors: { page: [ArchiveQueryMessages.visitorPages] },
    });
  });

  it('a visitor, or a client who can open none of them, counts only the results it may page through', async () => {
    for (const email of [undefined, NON_SUBSCRIBER]) {
      const body = await search({ pdf_search: '"import tariff"' }, email);
      expect(body.data.count).toBe(100);
      expect(body.data.count_capped).toBe(true);
    }
    // A search matching fewer than ten pages is counted exactly.
    const few = await search({ pdf_search: '"tariff schedule 007"' });
    expect(few.data).toMatchObject({ count: 1, count_capped: false });
    // Past the tenth page a client who can open none of the results finds none.
    const beyond = await search({ pdf_search: 'tariff', page: '11' }, NON_SUBSCRIBER);
    expect(beyond.data.results).toEqual([]);
  });

  it('a client pages on and counts every result it can open, beyond the first ten pages', async () => {
    const sorted = { pdf_search: 'tariff', sort: 'name_asc' };
    const all = await search(sorted, SUGAR_SUBSCRIBER);
    // The first 100 notes, then the sugar ones of notes 101 to 120: the ten with odd numbers.
    expect(all.data).toMatchObject({ count: 110, count_capped: true });
    const eleventh = await search({ ...sorted, page: '11' }, SUGAR_SUBSCRIBER);
    expect(eleventh.data.results.map((result) => [result.report_name, result.can_open])).toEqual(
      Array.from({ length: 10 }, (_, index) => [
        `Tariff note ${String(101 + 2 * index).padStart(3, '0')}`,
        true,
      ]),
    );
    const sugarOnly = await search({ ...sorted, report_type_name: SUGAR, page: '6' }, SUGAR_SUBSCRIBER);
    expect(sugarOnly.data).toMatchObject({ count: 60, count_capped: false });
    expect(sugarOnly.data.results).toHaveLength(10);
  });
});

describe('archive search: rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ searchRateLimitMax: 120, visitorSearchRateLimitMax: 20 });
    await addOrganisation(limited.database.db, 'Roasters Ltd', [SUBSCRIBER]);
    await addOrganisation(limited.database.db, 'Millers Ltd', [NON_SUBSCRIBER]);
    // Signed in from elsewhere: the sign-in is no search.
    headers[`limited:${SUBSCRIBER}`] = await bearerHeaders(limited.app, SUBSCRIBER);
    headers[`limited:${NON_SUBSCRIBER}`] = await bearerHeaders(limited.app, NON_SUBSCRIBER);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await limited?.close();
  });

  /** Only common words: answered at once, so the test spends its time on the limit, not on searching. */
  const query = { pdf_search: 'the' };
  const tooMany = { status: false, message: ArchiveQueryMessages.tooManySearches };

  it('counts a signed-in client per user: the 121st search in a minute is refused, another user is not', async () => {
    // Both users search from one office address.
    const ana = { email: `limited:${SUBSCRIBER}`, address: '10.1.1.1' };
    const bob = { email: `limited:${NON_SUBSCRIBER}`, address: '10.1.1.1' };
    for (let count = 1; count <= 120; count += 1) {
      const response = await archive(limited, query, ana);
      if (response.statusCode !== 200) throw new Error(`search ${count} answered ${response.statusCode}`);
    }
    const refused = await archive(limited, query, ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await archive(limited, query, bob)).statusCode).toBe(200);
  }, 60_000);

  it('counts visitors per address, more tightly, and apart from the users signed in there', async () => {
    const visitor = { address: '10.2.2.2' };
    for (let count = 1; count <= 20; count += 1)
      expect((await archive(limited, query, visitor)).statusCode).toBe(200);
    const refused = await archive(limited, query, visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await archive(limited, query, { address: '10.2.2.3' })).statusCode).toBe(200);
    expect(
      (await archive(limited, query, { email: `limited:${NON_SUBSCRIBER}`, address: '10.2.2.2' })).statusCode,
    ).toBe(200);
  });

  it('lets the caller search again once the minute has passed', async () => {
    // The rate-limit store reads Date.now(): only the date moves, the timers of the database keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    const visitor = { address: '10.3.3.3' };
    for (let count = 1; count <= 20; count += 1) await archive(limited, query, visitor);
    expect((await archive(limited, query, visitor)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await archive(limited, query, visitor)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await archive(limited, query, visitor)).statusCode).toBe(200);
  });
});

describe('archive search: the ceiling per address, whoever searches', () => {
  let crowded: TestApp;
  /** Accounts are free to register: six of them, all in one organisation. */
  const members = Array.from({ length: 6 }, (_, index) => `member${index + 1}@crowd.test`);
  beforeAll(async () => {
    crowded = await createTestApp({
      searchRateLimitMax: 4,
      visitorSearchRateLimitMax: 2,
      addressSearchRateLimitMax: 10,
    });
    await addOrganisation(crowded.database.db, 'Crowd Ltd', members);
    for (const email of members) headers[`crowded:${email}`] = await bearerHeaders(crowded.app, email);
  });
  afterAll(async () => {
    await crowded?.close();
  });

  const query = { pdf_search: 'the' };
  const tooMany = { status: false, message: ArchiveQueryMessages.tooManySearches };
  const member = (index: number, address: string) => ({ email: `crowded:${members[index]}`, address });

  it('refuses every caller at an address once its searches reach the ceiling, however many accounts share it', async () => {
    const address = '10.4.4.4';
    // Three accounts within their own limit of 4, and a visitor within theirs: 10 searches from one address.
    for (const index of [0, 1, 2]) {
      for (let count = 1; count <= 3; count += 1)
        expect((await archive(crowded, query, member(index, address))).statusCode).toBe(200);
    }
    expect((await archive(crowded, query, { address })).statusCode).toBe(200);

    // A fourth account that has not searched yet, and a visitor, are refused there, not elsewhere.
    const refused = await archive(crowded, query, member(3, address));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await archive(crowded, query, { address })).statusCode).toBe(429);
    expect((await archive(crowded, query, member(3, '10.4.4.5'))).statusCode).toBe(200);
  });

  it('refuses one user at their own limit while the address still has searches left', async () => {
    const address = '10.5.5.5';
    for (let count = 1; count <= 4; count += 1)
      expect((await archive(crowded, query, member(4, address))).statusCode).toBe(200);
    const refused = await archive(crowded, query, member(4, address));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await archive(crowded, query, member(5, address))).statusCode).toBe(200);
  });
});
