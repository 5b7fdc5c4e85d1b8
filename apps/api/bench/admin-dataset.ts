import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/database/database.js';
import { orderItems, orders, reports, reportTypes, tenants, users } from '../src/platform/database/schema.js';
import { unusablePasswordHash } from '../src/modules/accounts/passwords.js';
import { seedAccounts, seedReportTypes } from '../src/demo/seed.js';
import { createCorpus, seededRandom, type Random } from './corpus.js';
import type { BenchConfig, SeedTimings } from './protocol.js';

/**
 * The back office's lists at the size issue 16 names: organisations with an owner each, `BENCH_ORDERS` orders over
 * the last two years (every status and method, invoices with numbers and due dates, one or two lines each) and
 * `BENCH_ADMIN_REPORTS` short reports over the sellable types, plus the staff admin the runner signs in as.
 */

export const BENCH_ADMIN = { email: 'bench-admin@softline.example', password: 'Bench#admin-2026' } as const;

const BATCH = 500;
const ORDERS_PER_TENANT = 10;
const DAY_MS = 86_400_000;
const STATUSES = [
  ['paid', 0.7],
  ['pending', 0.1],
  ['processing', 0.05],
  ['failed', 0.07],
  ['cancelled', 0.05],
  ['refunded', 0.03],
] as const;
const METHODS = [
  ['card', 0.6],
  ['us_bank_account', 0.2],
  ['invoice', 0.2],
] as const;
const TIERS = [
  ['subscription_price_for_single_user', 'priceSingleCents'],
  ['subscription_price_for_upto_3_user', 'priceUpTo3Cents'],
  ['subscription_price_for_enterprise', 'priceEnterpriseCents'],
] as const;

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  let left = random();
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

export interface AdminDatasetCounts {
  tenants: number;
  orders: number;
  reports: number;
}

export async function seedAdminDataset(
  db: Db,
  config: BenchConfig,
  now = new Date(),
): Promise<{ timings: SeedTimings; counts: AdminDatasetCounts }> {
  const timings: SeedTimings = { generateMs: 0, insertMs: 0, analyzeMs: 0 };
  await seedAccounts(db, { admin: BENCH_ADMIN, demoClient: null });
  await seedReportTypes(db);
  const types = await db
    .select()
    .from(reportTypes)
    .where(isNotNull(reportTypes.priceSingleCents))
    .orderBy(reportTypes.position, reportTypes.id);
  const random = seededRandom('admin-lists');
  const timed = async <T>(kind: 'generateMs' | 'insertMs', work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings[kind] += performance.now() - started;
    return result;
  };

  // Organisations, an owner each (one password hash for all: nobody signs in as them).
  const tenantCount = Math.ceil(config.adminOrders / ORDERS_PER_TENANT);
  const passwordHash = await unusablePasswordHash();
  const owners: { tenantId: string; userId: string; email: string; company: string }[] = [];
  for (let start = 0; start < tenantCount; start += BATCH) {
    const size = Math.min(BATCH, tenantCount - start);
    const names = Array.from(
      { length: size },
      (_, index) => `Bench Trading ${String(start + index + 1).padStart(5, '0')}`,
    );
    const inserted = await timed('insertMs', () =>
      db
        .insert(tenants)
        .values(
          names.map((name) => ({
            name,
            status: 'active' as const,
            country: 'US',
            createdAt: new Date(now.getTime() - 800 * DAY_MS),
          })),
        )
        .returning({ id: tenants.id, name: tenants.name }),
    );
    const members = await timed('insertMs', () =>
      db
        .insert(users)
        .values(
          inserted.map((tenant, index) => ({
            tenantId: tenant.id,
            email: `owner${start + index + 1}@bench.example`,
            firstName: 'Owner',
            lastName: String(start + index + 1),
            passwordHash,
            userType: 'client' as const,
            role: 'owner' as const,
            status: 'active' as const,
          })),
        )
        .returning({ id: users.id, tenantId: users.tenantId, email: users.email }),
    );
    members.forEach((member, index) =>
      owners.push({
        tenantId: member.tenantId!,
        userId: member.id,
        email: member.email,
        company: inserted[index]!.name,
      }),
    );
  }

  // Orders, newest numbers last, spread over the last two years.
  for (let start = 0; start < config.adminOrders; start += BATCH) {
    const batch = await timed('generateMs', () =>
      Array.from({ length: Math.min(BATCH, config.adminOrders - start) }, (_, offset) => {
        const index = start + offset;
        const owner = owners[index % owners.length]!;
        const createdAt = new Date(
          now.getTime() - (config.adminOrders - index) * ((730 * DAY_MS) / config.adminOrders),
        );
        const method = weighted(random, METHODS);
        const status = weighted(random, STATUSES);
        const lines = Array.from({ length: random() < 0.3 ? 2 : 1 }, (_, line) => {
          const type = types[(index + line * 7) % types.length]!;
          const [tier, column] = TIERS[Math.floor(random() * TIERS.length)]!;
          return { reportTypeId: type.id, tier, priceCents: type[column] ?? 0 };
        });
        const subtotal = lines.reduce((sum, line) => sum + line.priceCents, 0);
        const number = String(1001 + index).padStart(6, '0');
        const year = createdAt.getUTCFullYear();
        return {
          lines,
          order: {
            number: `SO-${year}-${number}`,
            tenantId: owner.tenantId,
            userId: owner.userId,
            status,
            method,
            subtotalCents: subtotal,
            discountCents: 0,
            totalCents: subtotal,
            cartKey: `bench-${index}`,
            billing: {
              username: `Owner ${index % owners.length}`,
              company: owner.company,
              email: owner.email,
              country: 'US',
            },
            provider: method === 'invoice' ? null : 'sandbox',
            paymentIntentId: method === 'invoice' ? null : `pi_bench_${index}`,
            invoiceNumber: method === 'invoice' ? `INV-${year}-${number}` : null,
            invoiceDueAt: method === 'invoice' ? new Date(createdAt.getTime() + 30 * DAY_MS) : null,
            paidAt:
              status === 'paid' || status === 'refunded' ? new Date(createdAt.getTime() + DAY_MS) : null,
            refundedAt: status === 'refunded' ? new Date(createdAt.getTime() + 5 * DAY_MS) : null,
            createdAt,
            updatedAt: createdAt,
          },
        };
      }),
    );
    await timed('insertMs', async () => {
      const inserted = await db
        .insert(orders)
        .values(batch.map((entry) => entry.order))
        .returning({ id: orders.id });
      await db
        .insert(orderItems)
        .values(
          inserted.flatMap((order, index) =>
            batch[index]!.lines.map((line) => ({ orderId: order.id, ...line })),
          ),
        );
    });
  }

  // Reports: short ones (the lists read no content), spread over the sellable types.
  const corpus = createCorpus({ reports: config.adminReports, words: 120, types });
  for (let start = 0; start < config.adminReports; start += BATCH) {
    const batch = await timed('generateMs', () =>
      Array.from({ length: Math.min(BATCH, config.adminReports - start) }, (_, offset) => {
        const report = corpus.report(start + offset);
        // Another corpus size plants the same text elsewhere: the file hash names the bench's own index.
        return {
          ...report,
          fileSha256: createHash('sha256')
            .update(`admin-lists ${start + offset}`)
            .digest('hex'),
        };
      }),
    );
    await timed('insertMs', () => db.insert(reports).values(batch));
  }

  const started = performance.now();
  await db.execute(sql`analyze`);
  timings.analyzeMs = performance.now() - started;
  return {
    timings,
    counts: { tenants: tenantCount, orders: config.adminOrders, reports: config.adminReports },
  };
}
