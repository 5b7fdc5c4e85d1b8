import {
  archiveCutoff,
  ArchivedReportMessages,
  archivedReportLineName,
  CartMessages,
  centsToDollars,
  CourseSeatMessages,
  consultationCreditCents,
  CreditMessages,
  creditLineName,
  MAX_CREDITS_PER_LINE,
  type CartItem,
  isLargerTier,
  reportTypeImagePath,
  TIER_KEYS,
  type AddToCartRequest,
  type CartResponse,
  type SubscriptionList,
  type TierKey,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { CartItemRow, ReportTypeRow } from '../../platform/database/schema.js';
import { ConflictError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { archivedReports, type CartReportRow, type Entitlements } from '../reports';
import { assertSeatsBuyable, keptSeatCents, seatCartItem, seatLineName } from './course-seat-lines.js';
import type { CourseSeatDesk, SeatSale } from './course-seats.js';
import { couponProblem, discountCents, stillKept, tierPriceCents, type PricedLine } from './pricing.js';
import { commerceRepository as repository } from './repository.js';

function subscriptionList(type: ReportTypeRow): SubscriptionList {
  const list: SubscriptionList = {};
  for (const tier of TIER_KEYS) {
    const cents = tierPriceCents(type, tier);
    if (cents !== null) list[tier] = centsToDollars(cents);
  }
  return list;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A credits line's price in cents: the one it was given for 30 days, then the firm's price now. */
function keptCreditCents(item: CartItemRow, now: Date): number {
  return item.priceCents !== null && stillKept(item.pricedAt, now)
    ? item.priceCents
    : item.quantity * consultationCreditCents();
}

/**
 * An archived report's line's price in cents: the one it was given for 30 days, then its type's price for one report
 * now; null when the type no longer sells reports alone (such a line cannot be paid).
 */
function keptReportCents(item: CartItemRow, report: CartReportRow | undefined, now: Date): number | null {
  if (!report || report.priceCents === null) return null;
  return item.priceCents !== null && stillKept(item.pricedAt, now) ? item.priceCents : report.priceCents;
}

/** The picture of the consultation credits line. */
const CREDIT_IMAGE = '/images/consultation.svg';

/**
 * A line's price in cents: the one it was given when added or when its tier changed, for 30 days (issue 16: a
 * price change in the back office applies to new carts); after that, or for a line priced before prices were kept,
 * the type's current price. Null when the type is not sold at the tier now: such a line cannot be paid.
 */
function keptPriceCents(
  item: { priceCents: number | null; pricedAt: Date | null; tier: TierKey },
  type: ReportTypeRow,
  now: Date,
): number | null {
  const current = tierPriceCents(type, item.tier);
  if (current === null || TIER_KEYS.some((key) => tierPriceCents(type, key) === null)) return null;
  return item.priceCents !== null && stillKept(item.pricedAt, now) ? item.priceCents : current;
}

/**
 * A cart line at the price it keeps, as an order takes it: a report type at a tier, consultation credits, an
 * archived report, or seats of a course session (`quantity` seats); `reportTypeName` is what it prints as.
 */
export type PricedCartItem = {
  id: number;
  reportTypeName: string;
  priceCents: number;
  quantity: number;
} & (
  | { kind: 'subscription'; reportTypeId: number; tier: TierKey; reportId: null; courseSessionId: null }
  | { kind: 'consultation_credit'; reportTypeId: null; tier: null; reportId: null; courseSessionId: null }
  | { kind: 'archived_report'; reportTypeId: null; tier: null; reportId: number; courseSessionId: null }
  | { kind: 'course_seats'; reportTypeId: null; tier: null; reportId: null; courseSessionId: number }
);

/**
 * A subscription or credits line priced in cents for checkout; a type or tier no longer sold is refused, so nothing
 * is charged for it.
 */
function pricedTypeOrCredits(item: CartItemRow, type: ReportTypeRow | null, now: Date): PricedCartItem {
  if (!type)
    return {
      id: item.id,
      kind: 'consultation_credit',
      reportTypeId: null,
      tier: null,
      reportId: null,
      courseSessionId: null,
      reportTypeName: creditLineName(item.quantity),
      quantity: item.quantity,
      priceCents: keptCreditCents(item, now),
    };
  const tier = item.tier!;
  const priceCents = keptPriceCents({ ...item, tier }, type, now);
  if (priceCents === null)
    throw new RuleRefusedError(
      TIER_KEYS.some((key) => tierPriceCents(type, key) === null)
        ? CartMessages.notSold
        : CartMessages.tierNotSold,
    );
  return {
    id: item.id,
    kind: 'subscription',
    reportTypeId: type.id,
    reportTypeName: type.name,
    tier,
    reportId: null,
    courseSessionId: null,
    quantity: 1,
    priceCents,
  };
}

/** A course line priced in cents for checkout; refused when its session started or has fewer seats left. */
function pricedSeatLine(item: CartItemRow, sale: SeatSale | undefined, now: Date): PricedCartItem {
  assertSeatsBuyable(sale, item.quantity);
  return {
    id: item.id,
    kind: 'course_seats',
    reportTypeId: null,
    tier: null,
    reportId: null,
    courseSessionId: sale.sessionId,
    reportTypeName: seatLineName(sale, item.quantity),
    quantity: item.quantity,
    priceCents: keptSeatCents(item, sale, now),
  };
}

/**
 * Whether the organisation may buy a type at a tier: only a type it does not run (issue 15). The same tier is
 * refused as subscribed already, a smaller one as held already, and a larger one is sent to the billing view: an
 * upgrade there is charged now, prorated to the days left (decision 017, Tier changes), where the cart would charge
 * a full year and add it to the end, clashing with a renewal the lifecycle has placed already.
 */
export function assertBuyable(runningTier: TierKey | undefined, tier: TierKey): void {
  if (runningTier === undefined) return;
  throw new ConflictError(
    runningTier === tier
      ? CartMessages.alreadySubscribed
      : isLargerTier(tier, runningTier)
        ? CartMessages.upgradeInBilling
        : CartMessages.largerHeld,
  );
}

/**
 * A user's cart (SPEC §3/§7 reports/cart/): one line per report type, each at a licence tier. A type the
 * organisation already subscribes to is refused at any tier (assertBuyable), as is one already in the cart; lines
 * are the caller's own only.
 * A line keeps the price it was given when added or when its tier changed, in cents; the promo code remembered with the cart is judged as
 * checkout judges it (pricing.ts).
 */
export function createCartService({
  db,
  clock,
  entitlements,
  courseSeats,
}: {
  db: Db;
  clock: Clock;
  entitlements: Pick<Entitlements, 'runningTiers' | 'tenantAccess'>;
  /** The courses area's answers about sessions (course-seats.ts). */
  courseSeats: CourseSeatDesk;
}) {
  /**
   * The picture of a type: the one uploaded for it in the back office, else its commodity's drawing (the top-level
   * type it belongs to).
   */
  async function imagesOf(
    types: Pick<ReportTypeRow, 'id' | 'name' | 'imageKey'>[],
  ): Promise<Map<number, string>> {
    const byId = new Map((await repository.reportTypeTree(db)).map((row) => [row.id, row]));
    const images = new Map<number, string>();
    for (const type of types) {
      if (type.imageKey) {
        images.set(type.id, reportTypeImagePath(type.id, type.imageKey));
        continue;
      }
      let root = byId.get(type.id);
      while (root?.parentId) root = byId.get(root.parentId);
      images.set(type.id, `/images/report-types/${slug(root?.name ?? type.name)}.svg`);
    }
    return images;
  }

  /**
   * The code remembered with the cart, as the cart answer shows it, on the cart's `lines`. A code that no longer
   * applies (expired, used up, under its minimum, for kinds of item the cart no longer holds) is forgotten rather
   * than shown.
   */
  async function appliedCoupon(
    userId: string,
    lines: readonly PricedLine[],
  ): Promise<CartResponse['applied_coupon']> {
    const now = clock.now();
    const use = await repository.rememberedCoupon(db, userId, now);
    if (!use) return null;
    if (couponProblem(use, lines, now)) {
      await repository.forgetCoupon(db, userId);
      return null;
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    const off = discountCents(use.coupon, lines);
    return {
      promo_code: use.coupon.code,
      discounted_price: centsToDollars(off),
      final_amount: centsToDollars(subtotalCents - off),
    };
  }

  async function cart(identity: ClientIdentity, message?: string): Promise<CartResponse> {
    const rows = await repository.cartLines(db, identity.userId);
    const types = rows.flatMap(({ type }) => (type ? [type] : []));
    const now = clock.now();
    const reports = await reportsOf(rows.map(({ item }) => item));
    const sales = await salesOf(
      identity,
      rows.map(({ item }) => item),
    );
    const images = await imagesOf([
      ...types,
      ...[...reports.values()].map((report) => ({
        id: report.reportTypeId,
        name: report.reportTypeName,
        imageKey: report.imageKey,
      })),
    ]);
    const priced: PricedLine[] = [];
    const data = rows.map(({ item, type }): CartItem => {
      if (item.kind === 'course_seats') {
        const { line, cents } = seatCartItem(item, sales.get(item.courseSessionId!)!, now);
        priced.push({ kind: item.kind, priceCents: cents });
        return line;
      }
      if (item.kind === 'archived_report') {
        const report = reports.get(item.reportId!);
        // A report no longer sold alone shows nothing to pay; checkout refuses it (pricedLines).
        const cents = keptReportCents(item, report, now) ?? 0;
        priced.push({ kind: item.kind, priceCents: cents });
        return {
          kind: 'archived_report',
          id: item.id,
          report: {
            id: item.reportId!,
            report_name: report?.name ?? '',
            report_type_name: report?.reportTypeName ?? '',
            published_at: report?.publishedAt?.toISOString() ?? null,
          },
          image: report ? (images.get(report.reportTypeId) ?? '') : '',
          report_price: centsToDollars(cents),
          current_price: centsToDollars(report?.priceCents ?? 0),
        };
      }
      if (!type) {
        const cents = keptCreditCents(item, now);
        priced.push({ kind: item.kind, priceCents: cents });
        return {
          kind: 'consultation_credit',
          id: item.id,
          name: creditLineName(item.quantity),
          image: CREDIT_IMAGE,
          quantity: item.quantity,
          unit_price: centsToDollars(Math.round(cents / item.quantity)),
          report_price: centsToDollars(cents),
          current_price: centsToDollars(item.quantity * consultationCreditCents()),
        };
      }
      const tier = item.tier!;
      // A line no longer sold shows nothing to pay; checkout refuses it (pricedLines).
      const cents = keptPriceCents({ ...item, tier }, type, now) ?? 0;
      priced.push({ kind: item.kind, priceCents: cents });
      return {
        kind: 'subscription',
        id: item.id,
        report_types: { id: type.id, report_type_name: type.name },
        report_type_image: images.get(type.id) ?? '',
        report_price: centsToDollars(cents),
        current_price: centsToDollars(tierPriceCents(type, tier) ?? 0),
        selected_subscription: tier,
        subscription_list: subscriptionList(type),
      };
    });
    return {
      status: true,
      ...(message ? { message } : {}),
      data,
      count: data.length,
      total_cart_value: centsToDollars(priced.reduce((sum, line) => sum + line.priceCents, 0)),
      report_access: types.map((type) => type.id),
      applied_coupon: await appliedCoupon(identity.userId, priced),
    };
  }

  /** The reports the archived lines among `items` name, by id. */
  function reportsOf(items: CartItemRow[]): Promise<Map<number, CartReportRow>> {
    const ids = items.flatMap((item) => (item.reportId === null ? [] : [item.reportId]));
    return archivedReports.among(db, ids, archiveCutoff(clock.now()));
  }

  /**
   * The sessions the course lines among `items` name, by id (a cart line goes with its session), with the seats left
   * for the caller's organisation.
   */
  function salesOf(identity: ClientIdentity, items: CartItemRow[]): Promise<Map<number, SeatSale>> {
    const ids = items.flatMap((item) => (item.courseSessionId === null ? [] : [item.courseSessionId]));
    return courseSeats.sessions(db, ids, clock.now(), identity.tenantId);
  }

  /**
   * Why the organisation may not buy the report alone now, or nothing: one a running subscription of its type
   * covers already, or one it holds a licence to.
   */
  async function reportRefusal(tenantId: string, report: { id: number; reportTypeId: number }) {
    const access = await entitlements.tenantAccess(tenantId);
    if (access.runningTiers.has(report.reportTypeId)) return ArchivedReportMessages.covered;
    if (access.licensedReports.has(report.id)) return ArchivedReportMessages.owned;
    return null;
  }

  /** An archived report's line priced in cents for checkout, or why it cannot be paid now. */
  async function pricedReportLine(
    identity: ClientIdentity,
    item: CartItemRow,
    report: CartReportRow | undefined,
    now: Date,
  ): Promise<PricedCartItem> {
    if (!report?.inArchive) throw new ConflictError(ArchivedReportMessages.notInArchive);
    const priceCents = keptReportCents(item, report, now);
    if (priceCents === null) throw new RuleRefusedError(ArchivedReportMessages.notSold);
    const refusal = await reportRefusal(identity.tenantId, report);
    if (refusal) throw new ConflictError(refusal);
    return {
      id: item.id,
      kind: 'archived_report',
      reportTypeId: null,
      tier: null,
      reportId: report.id,
      courseSessionId: null,
      reportTypeName: archivedReportLineName(report.name),
      quantity: 1,
      priceCents,
    };
  }

  /** A type that is sold at the tier, or the reason it cannot be bought. */
  async function sellableAt(reportTypeId: number, tier: TierKey): Promise<ReportTypeRow> {
    const type = await repository.reportType(db, reportTypeId);
    if (!type) throw new NotFoundError(CartMessages.unknownType);
    if (TIER_KEYS.some((key) => tierPriceCents(type, key) === null))
      throw new RuleRefusedError(CartMessages.notSold);
    if (tierPriceCents(type, tier) === null) throw new RuleRefusedError(CartMessages.tierNotSold);
    return type;
  }

  return {
    cart: (identity: ClientIdentity) => cart(identity),

    /** The caller's lines priced in cents, for checkout to total on the server. */
    async pricedLines(identity: ClientIdentity): Promise<PricedCartItem[]> {
      const now = clock.now();
      const rows = await repository.cartLines(db, identity.userId);
      const reports = await reportsOf(rows.map(({ item }) => item));
      const sales = await salesOf(
        identity,
        rows.map(({ item }) => item),
      );
      const priced: PricedCartItem[] = [];
      for (const { item, type } of rows) {
        if (item.kind === 'course_seats')
          priced.push(pricedSeatLine(item, sales.get(item.courseSessionId!), now));
        else if (item.kind === 'archived_report')
          priced.push(await pricedReportLine(identity, item, reports.get(item.reportId!), now));
        else priced.push(pricedTypeOrCredits(item, type, now));
      }
      return priced;
    },

    /**
     * Adds one report of the archive (issue 44), priced at its type's price for one report now. Refused when it is
     * not in the archive, not sold alone, covered by a running subscription of the organisation, licensed to it
     * already, or in the cart already.
     */
    async addArchivedReport(identity: ClientIdentity, reportId: number): Promise<CartResponse> {
      const now = clock.now();
      const report = await archivedReports.one(db, reportId, archiveCutoff(now));
      if (!report) throw new NotFoundError(ArchivedReportMessages.notInArchive);
      if (report.priceCents === null) throw new RuleRefusedError(ArchivedReportMessages.notSold);
      const refusal = await reportRefusal(identity.tenantId, report);
      if (refusal) throw new ConflictError(refusal);
      const added = await repository.addArchivedReport(db, {
        userId: identity.userId,
        reportId,
        priceCents: report.priceCents,
        pricedAt: now,
      });
      if (!added) throw new ConflictError(ArchivedReportMessages.inCart);
      return cart(identity, ArchivedReportMessages.added);
    },

    /**
     * Adds seats of a course session (issue 44), priced at the session's price per participant now. Refused when the
     * session started, has fewer seats left than asked, or is in the cart already (its seats change there). The
     * cart reserves nothing: the seats are checked again when the order is placed, under the session's lock.
     */
    async addCourseSeats(identity: ClientIdentity, sessionId: number, seats: number): Promise<CartResponse> {
      const now = clock.now();
      const sale = (await courseSeats.sessions(db, [sessionId], now, identity.tenantId)).get(sessionId);
      if (!sale) throw new NotFoundError(CourseSeatMessages.notOnSale);
      assertSeatsBuyable(sale, seats);
      const added = await repository.addCourseSeats(db, {
        userId: identity.userId,
        courseSessionId: sessionId,
        seats,
        priceCents: seats * sale.priceCents,
        pricedAt: now,
      });
      if (!added) throw new ConflictError(CourseSeatMessages.inCart);
      return cart(identity, CourseSeatMessages.added);
    },

    /** Sets how many seats a course line holds, priced anew at the session's price now. */
    async changeSeats(identity: ClientIdentity, itemId: number, seats: number): Promise<CartResponse> {
      const line = await repository.cartLine(db, identity.userId, itemId);
      if (!line) throw new NotFoundError(CartMessages.itemNotFound);
      if (line.courseSessionId === null) throw new RuleRefusedError(CourseSeatMessages.onlyCourses);
      const now = clock.now();
      const sale = (await courseSeats.sessions(db, [line.courseSessionId], now, identity.tenantId)).get(
        line.courseSessionId,
      );
      assertSeatsBuyable(sale, seats);
      await repository.setSeats(db, identity.userId, itemId, {
        seats,
        priceCents: seats * sale.priceCents,
        pricedAt: now,
      });
      return cart(identity, CartMessages.changed);
    },

    async add(identity: ClientIdentity, request: AddToCartRequest): Promise<CartResponse> {
      const type = await sellableAt(request.report_type, request.selected_subscription);
      const running = await entitlements.runningTiers(identity.tenantId);
      assertBuyable(running.get(request.report_type), request.selected_subscription);
      const added = await repository.addCartLine(db, {
        userId: identity.userId,
        reportTypeId: request.report_type,
        tier: request.selected_subscription,
        priceCents: tierPriceCents(type, request.selected_subscription)!,
        pricedAt: clock.now(),
      });
      if (!added) throw new ConflictError(CartMessages.alreadyInCart);
      return cart(identity, CartMessages.added);
    },

    /**
     * Adds consultation credits (issue 43) to the caller's credits line, made when there is none; a line holds at
     * most MAX_CREDITS_PER_LINE. Priced from the firm's terms now.
     */
    async addCredits(identity: ClientIdentity, quantity: number): Promise<CartResponse> {
      const added = await repository.addCredits(db, {
        userId: identity.userId,
        quantity,
        unitCents: consultationCreditCents(),
        pricedAt: clock.now(),
        max: MAX_CREDITS_PER_LINE,
      });
      if (!added) throw new RuleRefusedError(CreditMessages.quantity);
      return cart(identity, CreditMessages.added);
    },

    /** Sets the number of credits of the caller's credits line, priced anew. */
    async changeQuantity(identity: ClientIdentity, itemId: number, quantity: number): Promise<CartResponse> {
      const line = await repository.cartLine(db, identity.userId, itemId);
      if (!line) throw new NotFoundError(CartMessages.itemNotFound);
      if (line.kind === 'archived_report') throw new RuleRefusedError(ArchivedReportMessages.unchangeable);
      if (line.kind === 'course_seats') throw new RuleRefusedError(CourseSeatMessages.seats);
      if (line.kind !== 'consultation_credit') throw new RuleRefusedError(CartMessages.tier);
      await repository.setCredits(db, identity.userId, itemId, {
        quantity,
        unitCents: consultationCreditCents(),
        pricedAt: clock.now(),
      });
      return cart(identity, CartMessages.changed);
    },

    async changeTier(identity: ClientIdentity, itemId: number, tier: TierKey): Promise<CartResponse> {
      const line = await repository.cartLine(db, identity.userId, itemId);
      if (!line) throw new NotFoundError(CartMessages.itemNotFound);
      if (line.kind === 'archived_report') throw new RuleRefusedError(ArchivedReportMessages.unchangeable);
      if (line.kind === 'course_seats') throw new RuleRefusedError(CourseSeatMessages.noTier);
      const reportTypeId = line.reportTypeId;
      if (reportTypeId === null) throw new RuleRefusedError(CreditMessages.quantity);
      const type = await sellableAt(reportTypeId, tier);
      assertBuyable((await entitlements.runningTiers(identity.tenantId)).get(reportTypeId), tier);
      await repository.setCartLineTier(db, identity.userId, itemId, tier, {
        priceCents: tierPriceCents(type, tier)!,
        pricedAt: clock.now(),
      });
      return cart(identity, CartMessages.changed);
    },

    async remove(identity: ClientIdentity, itemId: number): Promise<CartResponse> {
      if (!(await repository.removeCartLine(db, identity.userId, itemId)))
        throw new NotFoundError(CartMessages.itemNotFound);
      return cart(identity, CartMessages.removed);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
