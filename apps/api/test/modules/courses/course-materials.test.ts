import {
  ClientCoursesResponseSchema,
  CourseMaterialMessages,
  CourseMaterialsResponseSchema,
  CourseMaterialUploadResponseSchema,
  CourseSessionMessages,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaterials } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { staffActionRows } from '../../support/activity-records.js';
import { addOrganisation, bearerHeaders, pdfWithText } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { buySeats, callerAs, courseWithSessions } from './course-fixtures.js';

const clock = createTestClock('2027-03-01T12:00:00Z');
const mail = collectingMailer();
let t: TestApp;
let editor: Record<string, string>;
let addSession: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  const course = await courseWithSessions(t, 'materials', { title: 'Sugar spreads', commodity: 'sugar' });
  editor = course.editor;
  addSession = () => course.addSession(3);
});
afterAll(async () => {
  await t.close();
});

const upload = (sessionId: number, bytes: Uint8Array, query: string, headers = editor) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/course-sessions/${sessionId}/materials/?${query}`,
    headers: { ...headers, 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });

/** The path and query of a link, as the browser or a mail reader would request it. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const textOf = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

/** The link to `title` in the last mail to `to`. */
const mailedLink = (to: string, title: string) => {
  const message = mail.sent.filter((each) => each.to === to).at(-1)!;
  const line = message.text.split('\n').find((each) => each.startsWith(`${title}: `))!;
  return line.slice(title.length + 2);
};

let organisations = 0;

/** An organisation that bought two seats of the session and named its member and an outside address. */
async function organisationAttending(sessionId: number) {
  organisations += 1;
  const [owner, member] = [`owner${organisations}@sugar.test`, `member${organisations}@sugar.test`];
  const guest = `guest${organisations}@elsewhere.test`;
  await addOrganisation(t.database.db, `Sugar Traders ${organisations}`, [owner, member]);
  const call = await callerAs(t, owner);
  await buySeats(call, sessionId, 2);
  for (const email of [member, guest]) {
    const named = await call('POST', `/api/courses/sessions/${sessionId}/participants/`, { email });
    expect(named.statusCode, named.body).toBe(201);
  }
  return { owner, member, guest, call, asMember: await callerAs(t, member) };
}

describe('materials of a course session (issue 44)', () => {
  it('staff upload a PDF; each participant gets their own link; the file is stamped with them', async () => {
    const sessionId = await addSession();
    const org = await organisationAttending(sessionId);
    await t.runJobs();

    const uploaded = await upload(
      sessionId,
      await pdfWithText('Day one: the white premium'),
      'title=Day%20one%20slides&file_name=day-one.pdf',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { message, data } = CourseMaterialUploadResponseSchema.parse(uploaded.json());
    expect(message).toBe(CourseMaterialMessages.uploaded);
    expect(data).toEqual([
      expect.objectContaining({
        title: 'Day one slides',
        file_name: 'day-one.pdf',
        size_bytes: expect.any(Number),
      }),
    ]);
    const materialId = data[0]!.id;

    // Outside participants have no portal: their mail's link delivers the file stamped with them.
    await t.runJobs();
    const guestLink = mailedLink(org.guest, 'Day one slides');
    expect(guestLink).toMatch(
      /^https:\/\/softline\.test\/api\/courses\/materials\/\d+\/file\/\?participant=/,
    );
    const guestFile = await t.app.inject({ method: 'GET', url: pathOf(guestLink) });
    expect(guestFile.statusCode, guestFile.body).toBe(200);
    expect(guestFile.headers['content-disposition']).toBe('attachment; filename="Day-one-slides.pdf"');
    expect(guestFile.headers['cache-control']).toBe('private, no-store');
    const guestText = await textOf(guestFile.rawPayload);
    expect(guestText).toContain('Day one: the white premium');
    expect(guestText).toContain(`Licensed to Sugar Traders ${organisations} - ${org.guest} -`);

    // A member who attends opens it from the portal; the owner, who does not attend, sees it listed only.
    const asMember = ClientCoursesResponseSchema.parse(
      (await org.asMember('GET', '/api/courses/mine/')).json(),
    );
    expect(asMember.data[0]).toMatchObject({
      opens_materials: true,
      materials: [{ id: materialId, title: 'Day one slides' }],
    });
    const asOwner = ClientCoursesResponseSchema.parse((await org.call('GET', '/api/courses/mine/')).json());
    expect(asOwner.data[0]).toMatchObject({ opens_materials: false, materials: [{ id: materialId }] });
    const ownerLink = await org.call('POST', `/api/courses/materials/${materialId}/link/`, {
      operation: 'view',
    });
    expect([ownerLink.statusCode, ownerLink.json().message]).toEqual([
      403,
      CourseMaterialMessages.participantsOnly,
    ]);
    const memberLink = await org.asMember('POST', `/api/courses/materials/${materialId}/link/`, {
      operation: 'view',
    });
    expect(memberLink.statusCode, memberLink.body).toBe(200);
    const memberFile = await t.app.inject({ method: 'GET', url: pathOf(memberLink.json().url) });
    expect(memberFile.headers['content-disposition']).toBe('inline; filename="Day-one-slides.pdf"');
    expect(await textOf(memberFile.rawPayload)).toContain(`- ${org.member} -`);

    // A link changed in any part opens nothing.
    const forged = pathOf(guestLink).replace('operation=download', 'operation=view');
    const refused = await t.app.inject({ method: 'GET', url: forged });
    expect([refused.statusCode, refused.json().message]).toEqual([403, CourseMaterialMessages.badLink]);

    // Another organisation's people open nothing of the session.
    const outsider = `owner@other.test`;
    await addOrganisation(t.database.db, 'Other Traders', [outsider]);
    const theirs = await (
      await callerAs(t, outsider)
    )('POST', `/api/courses/materials/${materialId}/link/`, {
      operation: 'download',
    });
    expect(theirs.statusCode).toBe(403);

    const recorded = await staffActionRows(t.database.db, { action: 'course_material_added' });
    expect(recorded.at(-1)).toMatchObject({
      targetType: 'course_session',
      targetId: String(sessionId),
      after: { material: materialId, title: 'Day one slides', file_name: 'day-one.pdf' },
    });
  });

  it('a participant named later gets the links in their confirmation; one swapped out opens nothing more', async () => {
    const sessionId = await addSession();
    const uploaded = await upload(
      sessionId,
      await pdfWithText('Reading list'),
      'title=Reading&file_name=r.pdf',
    );
    const materialId = CourseMaterialUploadResponseSchema.parse(uploaded.json()).data[0]!.id;
    const org = await organisationAttending(sessionId);
    await t.runJobs();

    const confirmation = mail.sent.filter((each) => each.to === org.guest).at(-1)!;
    expect(confirmation.subject).toBe('Your seat: Sugar spreads, 12–15 March 2027');
    const link = mailedLink(org.guest, 'Reading');
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(200);

    const mine = ClientCoursesResponseSchema.parse((await org.call('GET', '/api/courses/mine/')).json());
    const guest = mine.data[0]!.participants.find((each) => each.email === org.guest)!;
    expect((await org.call('DELETE', `/api/courses/participants/${guest.id}/`)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect([after.statusCode, after.json().message]).toEqual([403, CourseMaterialMessages.badLink]);

    // A mailed link works until 90 days after the session ends (15 March 2027), then no more.
    const member = mailedLink(org.member, 'Reading');
    clock.set(new Date('2027-06-13T12:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: pathOf(member) })).statusCode).toBe(200);
    clock.set(new Date('2027-06-14T12:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: pathOf(member) })).statusCode).toBe(403);
    clock.set(new Date('2027-03-01T12:00:00Z'));

    // Removed, the material opens for no one, and its file leaves the store.
    const [stored] = await t.database.db
      .select({ fileKey: courseMaterials.fileKey })
      .from(courseMaterials)
      .where(eq(courseMaterials.id, materialId));
    const key = stored!.fileKey;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course-materials/${materialId}/`,
      headers: editor,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(CourseMaterialsResponseSchema.parse(removed.json()).data).toEqual([]);
    await t.runJobs();
    expect(await t.files.exists(key)).toBe(false);
    const link2 = await org.asMember('POST', `/api/courses/materials/${materialId}/link/`, {
      operation: 'view',
    });
    expect([link2.statusCode, link2.json().message]).toEqual([404, CourseMaterialMessages.notFound]);
    expect(
      (await staffActionRows(t.database.db, { action: 'course_material_removed' })).at(-1),
    ).toMatchObject({ before: { material: materialId, title: 'Reading' }, after: null });
  });

  it('refuses what is not a readable PDF, a missing title, an unknown session and staff outside courses', async () => {
    const sessionId = await addSession();
    const pdf = await pdfWithText('Notes');
    const cases: [Uint8Array, string, number, string][] = [
      [
        new TextEncoder().encode('not a pdf at all'),
        'title=Notes&file_name=n.pdf',
        400,
        CourseMaterialMessages.notPdf,
      ],
      [
        new TextEncoder().encode('%PDF-1.7 broken'),
        'title=Notes&file_name=n.pdf',
        400,
        CourseMaterialMessages.unreadable,
      ],
      [new Uint8Array(), 'title=Notes&file_name=n.pdf', 400, CourseMaterialMessages.empty],
      [pdf, 'title=%20&file_name=n.pdf', 400, CourseMaterialMessages.title],
      [pdf, 'title=Notes&file_name=n.docx', 400, CourseMaterialMessages.fileName],
    ];
    for (const [bytes, query, status, message] of cases) {
      const response = await upload(sessionId, bytes, query);
      expect([response.statusCode, response.json().message], query).toEqual([status, message]);
    }
    const unknown = await upload(999_999, pdf, 'title=Notes&file_name=n.pdf');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CourseSessionMessages.notFound]);

    await addStaff(t.database.db, 'finance@materials.test', 'finance');
    const finance = await bearerHeaders(t.app, 'finance@materials.test');
    expect((await upload(sessionId, pdf, 'title=Notes&file_name=n.pdf', finance)).statusCode).toBe(403);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/course-sessions/${sessionId}/materials/`,
      headers: editor,
    });
    expect(CourseMaterialsResponseSchema.parse(listed.json()).data).toEqual([]);
  });
});
