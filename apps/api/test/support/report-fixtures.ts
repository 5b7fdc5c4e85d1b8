import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../src/platform/database/database.js';
import { reports, reportTypes, subscriptions, tenants, users } from '../../src/platform/database/schema.js';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import { teamRepository } from '../../src/modules/team/repository.js';

export const FIXTURE_PASSWORD = 'Fixture@2026';

/** A one-page PDF holding `text`, as a report file. */
export async function pdfWithText(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 11, font, maxWidth: 495, lineHeight: 14 });
  return document.save();
}

export async function reportTypeId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: reportTypes.id }).from(reportTypes).where(eq(reportTypes.name, name));
  if (!row) throw new Error(`no report type ${name}`);
  return row.id;
}

/** A report of the type, with its PDF in the file store; its content is the summary unless given. */
export async function addReport(
  db: Db,
  files: { put(key: string, bytes: Uint8Array): Promise<void> },
  options: { type: string; name: string; summary?: string; content?: string; publishedAt?: string | null },
): Promise<number> {
  const summary = options.summary ?? `${options.name}: prices, weather and positioning.`;
  const bytes = await pdfWithText(`${options.name}. ${summary}`);
  const sha = createHash('sha256').update(bytes).digest('hex');
  const fileKey = `reports/${sha}.pdf`;
  await files.put(fileKey, bytes);
  const [row] = await db
    .insert(reports)
    .values({
      reportTypeId: await reportTypeId(db, options.type),
      name: options.name,
      summary,
      content: options.content ?? summary,
      publishedAt:
        options.publishedAt === null ? null : new Date(options.publishedAt ?? '2025-06-02T00:00:00Z'),
      totalWordCount: summary.split(/\s+/).length,
      wordFrequency: {},
      fileKey,
      fileSha256: sha,
      fileSize: bytes.length,
    })
    .returning({ id: reports.id });
  return row!.id;
}

/** An active organisation with users (the first is the owner), all signing in with FIXTURE_PASSWORD. */
export async function addOrganisation(db: Db, name: string, emails: string[]) {
  const [tenant] = await db.insert(tenants).values({ name, status: 'active' }).returning({ id: tenants.id });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const ids: string[] = [];
  for (const [index, email] of emails.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        tenantId: tenant!.id,
        email,
        firstName: 'Test',
        lastName: `User ${index + 1}`,
        passwordHash,
        userType: 'client',
        status: 'active',
        role: index === 0 ? 'owner' : 'member',
        // Joined one after another: `subscribe` seats them in this order.
        createdAt: new Date(Date.UTC(2024, 0, 1 + index)),
      })
      .returning({ id: users.id });
    ids.push(user!.id);
  }
  return { tenantId: tenant!.id, userIds: ids };
}

type Tier =
  | 'subscription_price_for_single_user'
  | 'subscription_price_for_upto_3_user'
  | 'subscription_price_for_enterprise';

/**
 * A subscription of the tenant to the type: running now, or ended (`expired`). Its seats go to the tenant's users in
 * the order they joined, as many as the tier has (`seats: 'none'` leaves them all free).
 */
export async function subscribe(
  db: Db,
  tenantId: string,
  type: string,
  options: { tier?: Tier; expired?: boolean; seats?: 'joined' | 'none' } = {},
): Promise<void> {
  const startsAt = options.expired ? sql`now() - interval '400 days'` : sql`now() - interval '30 days'`;
  const endsAt = options.expired ? sql`now() - interval '35 days'` : sql`now() + interval '335 days'`;
  const typeId = await reportTypeId(db, type);
  await db.insert(subscriptions).values({
    tenantId,
    reportTypeId: typeId,
    tier: options.tier ?? 'subscription_price_for_enterprise',
    startsAt,
    endsAt,
    paidUntil: endsAt,
    autoRenew: !options.expired,
    state: options.expired ? 'expired' : 'active',
  });
  if (options.seats === 'none') return;
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(users.createdAt, users.id);
  for (const member of members)
    await teamRepository.seatWhereFree(db, tenantId, member.id, [typeId], new Date());
}

/** Signs in through the API; resolves the Authorization header of the session (fixture users by default). */
export async function bearerHeaders(
  app: { inject: FastifyInstance['inject'] },
  email: string,
  password = FIXTURE_PASSWORD,
): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return { authorization: `Bearer ${(response.json().data as { access: string }).access}` };
}
