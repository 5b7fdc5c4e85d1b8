import {
  AlertMessages,
  ArchiveQueryMessages,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MAIL_MATCHES,
  SavedSearchesResponseSchema,
  SavedSearchMessages,
  SavedSearchResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_TO_READ } from '../../../src/modules/alerts/saved-search-mails.js';
import { savedSearches, users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, pdfWithText, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAlertType, collectingMailer } from './alert-fixtures.js';

const mail = collectingMailer();
const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let t: TestApp;
let organisations = 0;
let files = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer });
  await addStaff(t.database.db, 'saved-search-editor@firm.test', 'editor');
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };

/** A member of an organisation of their own, seated on a type of their own when `seated`; signed in. */
async function member({ seated }: { seated: boolean }) {
  organisations += 1;
  const type = await addAlertType(t.database.db);
  const email = `searcher@saved-${organisations}.test`;
  const { tenantId, userIds } = await addOrganisation(t.database.db, `Saved ${organisations} Ltd`, [email]);
  if (seated) await subscribe(t.database.db, tenantId, type.name);
  return { type, email, userId: userIds[0]!, headers: await bearerHeaders(t.app, email) };
}

/** A word no other report holds. */
const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => 'bcdfghjklmnprstvwxz'[Math.floor(Math.random() * 19)]).join('')}`;

async function upload(typeId: number, text: string, options: { quiet?: boolean } = {}) {
  files += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${typeId}&file_name=saved-search-${files}.pdf${options.quiet ? '&quiet=true' : ''}`,
    headers: {
      ...(await bearerHeaders(t.app, 'saved-search-editor@firm.test')),
      'content-type': 'application/pdf',
    },
    payload: Buffer.from(await pdfWithText(`Saved search report ${files}. ${text}`)),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const save = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/alerts/saved-searches/', headers, payload });
const change = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/alerts/saved-searches/${id}/`, headers, payload });
const list = async (headers: Headers) =>
  SavedSearchesResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/alerts/saved-searches/', headers })).json(),
  ).data;

async function saved(headers: Headers, payload: object) {
  const response = await save(headers, payload);
  expect(response.statusCode).toBe(201);
  return SavedSearchResponseSchema.parse(response.json()).data;
}

describe('saved searches on the profile (issue 42)', () => {
  it('keeps, lists, renames, changes and deletes a member’s searches', async () => {
    const searcher = await member({ seated: true });
    const created = await save(searcher.headers, {
      name: 'Cocoa grindings',
      pdf_search: '"cocoa grindings" -europe',
      report_type_name: searcher.type.name,
      frequency: 'daily',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: true, message: SavedSearchMessages.saved });
    const { id } = SavedSearchResponseSchema.parse(created.json()).data;
    expect(await list(searcher.headers)).toEqual([
      {
        id,
        name: 'Cocoa grindings',
        pdf_search: '"cocoa grindings" -europe',
        report_type_name: searcher.type.name,
        frequency: 'daily',
        created_at: clock.now().toISOString(),
        last_sent_at: null,
      },
    ]);

    const renamed = await change(searcher.headers, id, { name: 'Grindings', frequency: 'weekly' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: SavedSearchMessages.changed,
      data: { name: 'Grindings', frequency: 'weekly', pdf_search: '"cocoa grindings" -europe' },
    });
    const widened = await change(searcher.headers, id, { pdf_search: 'grindings', report_type_name: '' });
    expect(widened.json()).toMatchObject({ data: { pdf_search: 'grindings', report_type_name: null } });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/alerts/saved-searches/${id}/`,
      headers: searcher.headers,
    });
    expect(removed.json()).toEqual({ status: true, message: SavedSearchMessages.deleted });
    expect(await list(searcher.headers)).toEqual([]);
  });

  it('refuses what the archive refuses, with its messages, and changes nothing', async () => {
    const searcher = await member({ seated: false });
    const refusals: [object, string][] = [
      [{ name: 'Empty', pdf_search: '   ', frequency: 'daily' }, ArchiveQueryMessages.search],
      [
        { name: 'Long', pdf_search: 'cocoa '.repeat(40), frequency: 'daily' },
        ArchiveQueryMessages.searchLength,
      ],
      [
        { name: 'Common', pdf_search: 'the and of', frequency: 'daily' },
        ArchiveQueryMessages.onlyCommonWords,
      ],
      [
        { name: 'Type', pdf_search: 'cocoa', report_type_name: 'No Such Report', frequency: 'daily' },
        SavedSearchMessages.reportType,
      ],
      [{ name: 'Hourly', pdf_search: 'cocoa', frequency: 'hourly' }, SavedSearchMessages.frequency],
      [{ name: 'Off', pdf_search: 'cocoa', frequency: 'off' }, SavedSearchMessages.frequency],
      [{ name: '', pdf_search: 'cocoa', frequency: 'daily' }, SavedSearchMessages.name],
      [{ name: 'n'.repeat(81), pdf_search: 'cocoa', frequency: 'daily' }, SavedSearchMessages.name],
    ];
    for (const [payload, message] of refusals) {
      const response = await save(searcher.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message });
    }
    const kept = await saved(searcher.headers, { name: 'Sugar', pdf_search: 'sugar', frequency: 'weekly' });
    const refusedChange = await change(searcher.headers, kept.id, { pdf_search: 'the of' });
    expect(refusedChange.statusCode).toBe(400);
    expect(refusedChange.json()).toMatchObject({ message: ArchiveQueryMessages.onlyCommonWords });
    const nothing = await change(searcher.headers, kept.id, {});
    expect(nothing.json()).toMatchObject({ message: SavedSearchMessages.nothingToChange });
    expect(await list(searcher.headers)).toMatchObject([{ name: 'Sugar', pdf_search: 'sugar' }]);
  });

  it('keeps at most 50 a member, even when saved side by side', async () => {
    const searcher = await member({ seated: false });
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, index) =>
        save(searcher.headers, {
          name: `Search ${index}`,
          pdf_search: `coffee ${index}`,
          frequency: 'weekly',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 5 }, () => [422, SavedSearchMessages.limit]),
    );
    expect(await list(searcher.headers)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('answers another member’s search, or an id of none, as one that does not exist', async () => {
    const owner = await member({ seated: false });
    const other = await member({ seated: false });
    const { id } = await saved(owner.headers, { name: 'Mine', pdf_search: 'cotton', frequency: 'daily' });
    for (const path of [`${id}`, '0', '2147483648', '99999999999999999999', 'abc']) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/alerts/saved-searches/${path}/`,
          headers: path === `${id}` ? other.headers : owner.headers,
          ...(method === 'PATCH' && { payload: { name: 'Theirs' } }),
        });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json()).toMatchObject({ message: SavedSearchMessages.notFound });
      }
    }
    expect(await list(owner.headers)).toMatchObject([{ id, name: 'Mine' }]);
    expect(await list(other.headers)).toEqual([]);
  });
});

describe('saved searches’ mail (issue 42)', () => {
  it('tells a member of a new matching report once, with its passage only where they may open it', async () => {
    const reader = await member({ seated: true });
    const outsider = await member({ seated: false });
    const word = uniqueWord();
    for (const one of [reader, outsider]) {
      await saved(one.headers, { name: 'Spice watch', pdf_search: word, frequency: 'immediate' });
    }
    mail.sent.length = 0;
    await upload(reader.type.id, 'Nothing of interest here: sugar and coffee only.');
    const reportId = await upload(reader.type.id, `Arrivals of ${word} rose sharply in the port this week.`);
    await t.runJobs();

    const [toReader] = mail.to(reader.email).filter((one) => one.subject.startsWith('Your saved search'));
    expect(toReader!.subject).toBe("Your saved search 'Spice watch': 1 new report");
    expect(toReader!.text).toContain(`rose sharply in the port`);
    expect(toReader!.text).toContain(`/client/reports/${reportId}`);
    expect(toReader!.text).toContain('/client/profile#saved-searches');
    expect(toReader!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toReader!.attachments ?? []).toEqual([]);

    const [toOutsider, ...more] = mail.to(outsider.email);
    expect(more).toEqual([]);
    expect(toOutsider!.text).toContain(SUBSCRIBE_TO_READ);
    expect(toOutsider!.text).not.toContain('rose sharply');
    expect(toOutsider!.text).not.toContain(`/client/reports/${reportId}`);

    // Unpublished and published again: nobody hears of it twice.
    const editor = await bearerHeaders(t.app, 'saved-search-editor@firm.test');
    for (const action of ['unpublish', 'publish']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${reportId}/${action}/`,
        headers: editor,
        payload: {},
      });
      expect(response.statusCode, action).toBe(200);
    }
    await t.runJobs();
    expect(mail.sent.filter((one) => one.subject.startsWith('Your saved search'))).toHaveLength(2);
    expect((await list(reader.headers))[0]!.last_sent_at).toBe(clock.now().toISOString());
  });

  it('follows the type filter, and says nothing of a quiet publication', async () => {
    const reader = await member({ seated: true });
    const otherType = await addAlertType(t.database.db);
    const word = uniqueWord();
    await saved(reader.headers, {
      name: 'Filtered',
      pdf_search: word,
      report_type_name: reader.type.name,
      frequency: 'immediate',
    });
    mail.sent.length = 0;
    await upload(otherType.id, `A report of another type about ${word}.`);
    await upload(reader.type.id, `A quiet report about ${word}.`, { quiet: true });
    await t.runJobs();
    expect(mail.to(reader.email)).toEqual([]);
  });

  it('lists at most 10 matches in a digest, with a link to all, at 07:00 in the member’s zone', async () => {
    const reader = await member({ seated: true });
    const word = uniqueWord();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/alerts/preferences/',
      headers: reader.headers,
      payload: { time_zone: 'Asia/Tokyo', types: [{ report_type: reader.type.id, frequency: 'off' }] },
    });
    await saved(reader.headers, { name: 'Broad', pdf_search: word, frequency: 'daily' });
    // Tuesday 6 April 2027, 10:00 in Tokyo; the digest leaves at 07:00 on Wednesday there (22:00 UTC on Tuesday).
    clock.set('2027-04-06T01:00:00Z');
    mail.sent.length = 0;
    for (let index = 0; index < SAVED_SEARCH_MAIL_MATCHES + 2; index += 1) {
      await upload(reader.type.id, `Issue ${index} on ${word} and the harvest.`);
    }
    await t.runJobs();
    expect(mail.to(reader.email)).toEqual([]);
    await t.runJobs({ now: new Date('2027-04-06T21:59:00Z') });
    expect(mail.to(reader.email)).toEqual([]);
    await t.runJobs({ now: new Date('2027-04-06T22:00:00Z') });
    const [digest, ...more] = mail.to(reader.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Your saved search 'Broad': 12 new reports");
    expect(digest!.text.match(/\/client\/reports\/\d+/g)).toHaveLength(SAVED_SEARCH_MAIL_MATCHES);
    expect(digest!.text).toContain('These are 10 of 12 new reports it found.');
    expect(digest!.text).toContain(`/report-archives?pdf_search=${word}`);
    await t.runJobs({ now: new Date('2027-04-08T22:00:00Z') });
    expect(mail.to(reader.email)).toHaveLength(1);
    // Twelve reports uploaded and indexed one after the other: on PGlite beside another file's work, more than the
    // suite's 20 s.
  }, 60_000);

  it('tells a suspended member nothing', async () => {
    const reader = await member({ seated: true });
    const word = uniqueWord();
    await saved(reader.headers, { name: 'Paused', pdf_search: word, frequency: 'immediate' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, reader.userId));
    mail.sent.length = 0;
    await upload(reader.type.id, `About ${word}.`);
    await t.runJobs();
    expect(mail.to(reader.email)).toEqual([]);
  });

  it('deletes the search from its one-click unsubscribe link; the link then says so and changes nothing', async () => {
    const reader = await member({ seated: true });
    const word = uniqueWord();
    const { id } = await saved(reader.headers, { name: 'Clove', pdf_search: word, frequency: 'immediate' });
    const kept = await saved(reader.headers, { name: 'Kept', pdf_search: 'cocoa', frequency: 'weekly' });
    mail.sent.length = 0;
    await upload(reader.type.id, `About ${word}.`);
    await t.runJobs();
    const [message] = mail.to(reader.email).filter((one) => one.subject.startsWith('Your saved search'));
    const link = /^<(.+)>$/.exec(message!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(link, 'https://site.test');
    const path = `${url.pathname}${url.search}`;

    const described = await t.app.inject({ method: 'GET', url: path });
    expect(described.json()).toMatchObject({
      data: { email: reader.email, saved_search_name: 'Clove', frequency: 'immediate' },
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: path.replace(`.s${id}.`, `.s${kept.id}.`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: AlertMessages.unsubscribeInvalid });

    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().message).toBe(
      "You will no longer receive alerts about your saved search 'Clove' (it is deleted).",
    );
    const again = await t.app.inject({ method: 'POST', url: path });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: AlertMessages.savedSearchGone });
    expect((await list(reader.headers)).map((one) => one.id)).toEqual([kept.id]);
    expect(
      await t.database.db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(eq(savedSearches.id, id)),
    ).toEqual([]);
  });
});

describe('saved searches between the match and the mail (issue 42)', () => {
  it('refuses words to leave out only, which would match nearly every report', async () => {
    const searcher = await member({ seated: false });
    const response = await save(searcher.headers, {
      name: 'No oil',
      pdf_search: '-oil -gas',
      frequency: 'daily',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SavedSearchMessages.onlyExclusions });
    expect(await list(searcher.headers)).toEqual([]);
  });

  it('says nothing of what the old words matched once the search is changed', async () => {
    const reader = await member({ seated: true });
    const word = uniqueWord();
    const { id } = await saved(reader.headers, { name: 'Changing', pdf_search: word, frequency: 'weekly' });
    mail.sent.length = 0;
    await upload(reader.type.id, `About ${word}.`);
    await t.runJobs();
    expect((await change(reader.headers, id, { pdf_search: uniqueWord() })).statusCode).toBe(200);
    await t.runJobs({ now: new Date(clock.now().getTime() + 8 * 86_400_000) });
    expect(mail.to(reader.email).filter((one) => one.subject.startsWith('Your saved search'))).toEqual([]);
  });

  it('tells of a report unpublished before its digest left once it is published again, once', async () => {
    const reader = await member({ seated: true });
    const word = uniqueWord();
    await saved(reader.headers, { name: 'Back again', pdf_search: word, frequency: 'daily' });
    // Signed in afresh each time: the test moves the clock past a session's life.
    const publication = async (reportId: number, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${reportId}/${action}/`,
        headers: await bearerHeaders(t.app, 'saved-search-editor@firm.test'),
        payload: {},
      });
    // Thursday 6 May 2027, noon UTC: the digest leaves at 07:00 UTC on Friday.
    clock.set('2027-05-06T12:00:00Z');
    mail.sent.length = 0;
    const reportId = await upload(reader.type.id, `About ${word}.`);
    await t.runJobs();
    expect((await publication(reportId, 'unpublish')).statusCode).toBe(200);
    await t.runJobs({ now: new Date('2027-05-07T07:00:00Z') });
    expect(mail.to(reader.email).filter((one) => one.subject.startsWith('Your saved search'))).toEqual([]);

    clock.set('2027-05-07T12:00:00Z');
    expect((await publication(reportId, 'publish')).statusCode).toBe(200);
    await t.runJobs();
    await t.runJobs({ now: new Date('2027-05-08T07:00:00Z') });
    await t.runJobs({ now: new Date('2027-05-09T07:00:00Z') });
    const told = mail.to(reader.email).filter((one) => one.subject.startsWith('Your saved search'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`/client/reports/${reportId}`);
  });
});
