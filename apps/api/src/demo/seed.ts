import type { FileStore } from '../platform/files/file-store.js';
import type { Db } from '../platform/database/database.js';
import { DEMO_SUBSCRIPTIONS, type DemoSubscription } from './seed-data/demo-subscriptions.js';
import { ARCHIVED_REPORT_PRICES, SEED_REPORT_TYPES, type SeedReportType } from './seed-data/report-types.js';
import { demoRepository } from './repository.js';
import {
  addCalendarDays,
  dayIn,
  dollarsToCents,
  isoWeekday,
  sessionMeetings,
  type TierKey,
} from '@firm/domain';
import { DEMO_COURSES } from './seed-data/demo-courses.js';
import { hashPassword, normaliseEmail } from '../modules/accounts';
import { seedDemoReports, type SeedDemoReportsOptions } from './demo-reports.js';
import { DEMO_PASSWORDS } from '../env.js';
import { seatWhereFree } from '../modules/team';
import { tierPriceCents } from '../modules/commerce';
import { sandboxSavedCard } from '../platform/payments/sandbox.js';

/** The demo subscriptions were bought by card in the sandbox, the card saved for their renewals. */
const DEMO_SAVED_CARD = { paymentMethod: 'card' as const, ...sandboxSavedCard('4242424242424242') };

export interface SeedAccounts {
  admin: { email: string; password: string };
  demoClient: { email: string; password: string } | null;
}

export const DEMO_TENANT_NAME = 'Northwind Coffee Traders';

/**
 * The back office's other roles, seeded with the demo content (never in production): an editor, someone in finance
 * and an analyst, so each role's view can be tried. They sign in with the README's passwords.
 */
export const DEMO_STAFF = [
  {
    email: 'editor@softline.example',
    firstName: 'Elena',
    lastName: 'Marsh',
    role: 'editor',
    password: DEMO_PASSWORDS.editor,
  },
  {
    email: 'finance@softline.example',
    firstName: 'Felix',
    lastName: 'Osei',
    role: 'finance',
    password: DEMO_PASSWORDS.finance,
  },
  {
    email: 'analyst@softline.example',
    firstName: 'Marcus',
    lastName: 'Reyes',
    role: 'analyst',
    password: DEMO_PASSWORDS.analyst,
  },
] as const;

/**
 * First start only: an admin, and (outside production) a demo client organisation with one signed-up user.
 * Does nothing once any user exists, so restarts never overwrite changed passwords.
 */
export async function seedAccounts(db: Db, accounts: SeedAccounts): Promise<{ seeded: boolean }> {
  if ((await demoRepository.countUsers(db)) > 0) return { seeded: false };

  await db.transaction(async (tx) => {
    await demoRepository.insertUser(tx, {
      email: normaliseEmail(accounts.admin.email),
      firstName: 'Site',
      lastName: 'Administrator',
      passwordHash: await hashPassword(accounts.admin.password),
      userType: 'admin',
      staffRole: 'admin',
      status: 'active',
    });
    if (accounts.demoClient) {
      for (const staff of DEMO_STAFF) {
        await demoRepository.insertUser(tx, {
          email: staff.email,
          firstName: staff.firstName,
          lastName: staff.lastName,
          passwordHash: await hashPassword(staff.password),
          userType: 'admin',
          staffRole: staff.role,
          status: 'active',
        });
      }
      const tenantId = await demoRepository.insertTenant(tx, {
        name: DEMO_TENANT_NAME,
        status: 'active',
        industrySector: 'import-export',
        streetAddress: '200 Harbor Boulevard',
        city: 'Weehawken',
        country: 'US',
      });
      await demoRepository.insertUser(tx, {
        tenantId,
        email: normaliseEmail(accounts.demoClient.email),
        firstName: 'Dana',
        lastName: 'Whitfield',
        passwordHash: await hashPassword(accounts.demoClient.password),
        userType: 'client',
        status: 'active',
        role: 'owner',
      });
    }
  });
  return { seeded: true };
}

/** First start only: the report catalogue. Does nothing once any report type exists. */
export async function seedReportTypes(
  db: Db,
  catalogue: SeedReportType[] = SEED_REPORT_TYPES,
): Promise<void> {
  if ((await demoRepository.countReportTypes(db)) > 0) return;
  await db.transaction(async (tx) => {
    async function insert(type: SeedReportType, position: number, parentId: number | null): Promise<void> {
      const [single, upTo3, enterprise] = type.prices ?? [];
      const cadence = /in-depth/i.test(type.name) ? 'in_depth' : 'weekly';
      const id = await demoRepository.insertReportType(tx, {
        parentId,
        name: type.name,
        title: type.title,
        description: type.description,
        priceSingleCents: single === undefined ? null : dollarsToCents(single),
        priceUpTo3Cents: upTo3 === undefined ? null : dollarsToCents(upTo3),
        priceEnterpriseCents: enterprise === undefined ? null : dollarsToCents(enterprise),
        priceArchivedReportCents: type.prices ? dollarsToCents(ARCHIVED_REPORT_PRICES[cadence]) : null,
        position,
        cadence,
      });
      for (const [index, child] of (type.children ?? []).entries()) await insert(child, index, id);
    }
    for (const [index, type] of catalogue.entries()) await insert(type, index, null);
  });
}

function subscriptionPeriod(subscription: DemoSubscription, now: Date): { startsAt: Date; endsAt: Date } {
  if (subscription.state === 'expired') {
    const year = now.getUTCFullYear();
    return { startsAt: new Date(Date.UTC(year - 2, 5, 30)), endsAt: new Date(Date.UTC(year - 1, 5, 30)) };
  }
  const startsAt = new Date(now);
  startsAt.setUTCMonth(startsAt.getUTCMonth() - subscription.startedMonthsAgo);
  const endsAt = new Date(startsAt);
  endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 1);
  return { startsAt, endsAt };
}

/**
 * Each demo subscription was bought: a paid card order by the owner when it started, at the tier's price, so the
 * back office's overview, orders and the organisation's timeline show a history.
 */
async function seedDemoOrders(
  db: Db,
  tenantId: string,
  rows: { reportTypeId: number; tier: TierKey; startsAt: Date }[],
): Promise<void> {
  const ownerId = await demoRepository.findOwnerOf(db, tenantId);
  if (!ownerId) return;
  const types = await demoRepository.reportTypesById(
    db,
    rows.map((row) => row.reportTypeId),
  );
  // Oldest first, so the order numbers run with the dates.
  const byStart = [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const [index, row] of byStart.entries()) {
    const type = types.get(row.reportTypeId);
    const priceCents = type ? tierPriceCents(type, row.tier) : null;
    if (priceCents === null) continue;
    await demoRepository.insertPaidOrder(
      db,
      {
        tenantId,
        userId: ownerId,
        status: 'paid',
        method: 'card',
        subtotalCents: priceCents,
        totalCents: priceCents,
        cartKey: `demo-${index}`,
        createdAt: row.startsAt,
        updatedAt: row.startsAt,
        paidAt: row.startsAt,
      },
      { reportTypeId: row.reportTypeId, tier: row.tier, priceCents },
    );
  }
}

/**
 * The demo organisation's subscriptions (DEMO_SUBSCRIPTIONS), dated around `now` so the active ones stay active
 * whenever the demo is started, each with the order that bought it unless `orders` is false. Does nothing without
 * the demo organisation or once it has any subscription.
 */
export async function seedDemoSubscriptions(
  db: Db,
  now: Date = new Date(),
  { orders = true }: { orders?: boolean } = {},
): Promise<{ seeded: number }> {
  const tenantId = await demoRepository.findTenantByName(db, DEMO_TENANT_NAME);
  if (!tenantId) return { seeded: 0 };
  if ((await demoRepository.countSubscriptionsOf(db, tenantId)) > 0) return { seeded: 0 };

  const idOf = await demoRepository.reportTypeIdsByName(
    db,
    DEMO_SUBSCRIPTIONS.map((subscription) => subscription.reportType),
  );
  const rows = DEMO_SUBSCRIPTIONS.flatMap((subscription) => {
    const reportTypeId = idOf.get(subscription.reportType);
    if (reportTypeId === undefined) return [];
    const period = subscriptionPeriod(subscription, now);
    return [
      {
        tenantId,
        reportTypeId,
        tier: subscription.tier,
        ...period,
        paidUntil: period.endsAt,
        autoRenew: subscription.state === 'active',
        state: subscription.state,
        // Bought by card in the sandbox (the demo orders), the card saved for renewals.
        ...DEMO_SAVED_CARD,
      },
    ];
  });
  await demoRepository.insertSubscriptions(db, rows);
  if (orders) await seedDemoOrders(db, tenantId, rows);
  // The demo client reads what the organisation holds: the owner takes a seat on each subscription.
  const ownerId = await demoRepository.findOwnerOf(db, tenantId);
  if (ownerId)
    await seatWhereFree(
      db,
      tenantId,
      ownerId,
      rows.map((row) => row.reportTypeId),
      now,
    );
  return { seeded: rows.length };
}

/** The demo promo codes the README lists: a percentage and a fixed amount off. */
export const DEMO_COUPONS = [
  { code: 'HARVEST25', kind: 'percent', percentOff: 25, amountOffCents: null, minAmountCents: 0 },
  { code: 'WELCOME500', kind: 'fixed', percentOff: null, amountOffCents: 500_00, minAmountCents: 2_000_00 },
] as const;

async function seedDemoCoupons(db: Db): Promise<void> {
  await demoRepository.insertMissingCoupons(
    db,
    DEMO_COUPONS.map((coupon) => ({
      ...coupon,
      validFrom: new Date(Date.UTC(2025, 0, 1)),
      validUntil: new Date(Date.UTC(2027, 11, 31, 23, 59, 59)),
      maxRedemptions: 1000,
    })),
  );
}

/**
 * The demo's tax rates (issue 46): the UK's, Australia's and Canada's, and two US states' (a buyer whose billing
 * details name New York or Texas). None for the whole United States, so a US buyer without a state pays none.
 */
const DEMO_TAX_RATES = [
  { country: 'GB', region: '', rateMillipercent: 20_000, label: 'VAT' },
  { country: 'AU', region: '', rateMillipercent: 10_000, label: 'GST' },
  { country: 'CA', region: '', rateMillipercent: 5_000, label: 'GST' },
  { country: 'US', region: 'NY', rateMillipercent: 8_875, label: 'Sales tax' },
  { country: 'US', region: 'TX', rateMillipercent: 6_250, label: 'Sales tax' },
] as const;

export interface SeedOptions {
  /** Where demo report PDFs go. */
  files: FileStore;
  /** Whether the demo's tax rates are kept (the demo server); tests start without any and keep their own. */
  demoTaxRates?: boolean;
  demoReports?: SeedDemoReportsOptions;
  /** Whether the demo subscriptions come with the paid orders that bought them (default: they do). */
  demoOrders?: boolean;
}

/** The demo's analysts (issue 43), each with weekday hours in their own zone, so booking can be tried. */
const DEMO_ANALYSTS = [
  {
    // The editor takes consultations from London.
    email: DEMO_STAFF[0].email,
    expertise: ['coffee', 'cocoa', 'sugar'],
    timeZone: 'Europe/London',
    meetingLink: 'https://meet.softline.example/elena-marsh',
    hours: { start: '09:00', end: '17:00' },
  },
  {
    // The analyst role's own calendar, from New York.
    email: DEMO_STAFF[2].email,
    expertise: ['cotton', 'orange-juice'],
    timeZone: 'America/New_York',
    meetingLink: 'https://meet.softline.example/marcus-reyes',
    hours: { start: '08:00', end: '16:00' },
  },
] as const;

/** The demo's analysts. Does nothing once any analyst exists. */
async function seedDemoAnalysts(db: Db): Promise<void> {
  if (await demoRepository.hasAnalysts(db)) return;
  for (const analyst of DEMO_ANALYSTS) {
    const userId = await demoRepository.userIdOf(db, analyst.email);
    if (!userId) continue;
    await demoRepository.insertAnalyst(db, {
      userId,
      photoUrl: null,
      expertise: [...analyst.expertise],
      timeZone: analyst.timeZone,
      meetingLink: analyst.meetingLink,
      noticeMinutes: 120,
      bufferMinutes: 15,
      dailyMax: 6,
      weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ...analyst.hours })),
      dateOverrides: [],
      updatedAt: new Date(),
    });
  }
}

/**
 * The demo's courses, each with a session of four days (Monday to Thursday) some weeks after `now`, so the listings
 * and the back office have something to show. Does nothing once any course exists.
 */
async function seedDemoCourses(db: Db, now: Date): Promise<void> {
  if (await demoRepository.hasCourses(db)) return;
  for (const course of DEMO_COURSES(DEMO_STAFF[0].email, DEMO_STAFF[2].email)) {
    const { session } = course;
    const analystId = await demoRepository.analystIdOf(db, session.analystEmail);
    if (!analystId) continue;
    const today = dayIn(now, session.timeZone);
    const monday = addCalendarDays(today, 7 * session.weeksAhead - (isoWeekday(today) - 1));
    const days = { first_day: monday, last_day: addCalendarDays(monday, 3) };
    const meetings = sessionMeetings({ ...days, hours: session.hours, time_zone: session.timeZone });
    const courseId = await demoRepository.insertCourse(db, {
      title: course.title,
      description: course.description,
      level: course.level,
      commodity: course.commodity,
      updatedAt: now,
    });
    await demoRepository.insertCourseSession(db, {
      courseId,
      firstDay: days.first_day,
      lastDay: days.last_day,
      dailyStart: session.hours.start,
      dailyEnd: session.hours.end,
      timeZone: session.timeZone,
      startsAt: meetings[0]!.starts_at,
      endsAt: meetings.at(-1)!.ends_at,
      format: session.format,
      place: session.place,
      joiningLink: session.joiningLink,
      capacity: session.capacity,
      priceCents: dollarsToCents(session.priceDollars),
      analystId,
      updatedAt: now,
    });
  }
}

/**
 * Everything a first start puts in an empty database. Demo reports and subscriptions come with the demo client:
 * SEED_DEMO stays the one switch for demo content, and a production start without it gets an empty library that
 * fills through the import CLI. Each step checks for itself whether it already ran, so restarts add nothing.
 */
export async function seedDatabase(
  db: Db,
  accounts: SeedAccounts,
  options: SeedOptions,
): Promise<{ seeded: boolean; demoReports: number }> {
  await seedReportTypes(db);
  const { seeded } = await seedAccounts(db, accounts);
  if (!accounts.demoClient) return { seeded, demoReports: 0 };
  const demo = await seedDemoReports(db, options.files, options.demoReports);
  await seedDemoSubscriptions(db, new Date(), { orders: options.demoOrders ?? true });
  await seedDemoCoupons(db);
  await seedDemoAnalysts(db);
  await seedDemoCourses(db, new Date());
  if (options.demoTaxRates) await demoRepository.insertMissingTaxRates(db, [...DEMO_TAX_RATES]);
  return { seeded, demoReports: demo.seeded };
}
