import { staffMemberOf } from '../accounts';
import {
  centsToDollars,
  staffAreas,
  STAFF_AREAS,
  staffMayWrite,
  type AdminOverview,
  type AuditQuery,
  type StaffMe,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { ForbiddenError } from '../../platform/errors.js';
import { AuthenticateMessages } from '../../platform/http/authenticate.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { auditLogPage } from '../activity';
import { adminRepository as repository } from './repository.js';

/** The overview's window of revenue: this calendar month and the eleven before it. */
export const OVERVIEW_REVENUE_MONTHS = 12;
/** The overview's latest orders. */
export const OVERVIEW_LATEST_ORDERS = 5;

/** The first instant of the UTC calendar month `offset` months from the one of `time`. */
const monthStart = (time: Date, offset: number) =>
  new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + offset, 1));

const monthKey = (time: Date) => time.toISOString().slice(0, 7);

export function createAdminService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * The active staff member with their back-office role as stored now, or null (a client, a suspended account,
   * staff without a role): asked once on every back-office request by the auth plugin.
   */
  async function actingStaff(userId: string): Promise<StaffIdentity | null> {
    const member = await staffMemberOf(db, userId);
    if (!member || member.status !== 'active' || !member.role) return null;
    return {
      id: member.id,
      email: member.email,
      name: `${member.firstName} ${member.lastName}`.trim(),
      role: member.role,
    };
  }

  return {
    /** Head counts for the dashboard: organisations, and users of client organisations. */
    async summary(): Promise<{ tenants: number; clients: number }> {
      const [tenants, clients] = await Promise.all([
        repository.countTenants(db),
        repository.countClients(db),
      ]);
      return { tenants, clients };
    },

    /**
     * The back office's first page at the clock's time: running subscriptions per type with their yearly value,
     * revenue of paid orders per calendar month (UTC, by payment date) for the last 12 months, unpaid invoices
     * (open: every unpaid one; overdue: those of them past their due date), new inquiries and the latest orders.
     */
    async overview(): Promise<AdminOverview> {
      const now = clock.now();
      const from = monthStart(now, 1 - OVERVIEW_REVENUE_MONTHS);
      const [types, revenue, invoices, newInquiries, latest] = await Promise.all([
        repository.runningSubscriptionsByType(db, now),
        repository.paidRevenueByMonth(db, from, monthStart(now, 1)),
        repository.unpaidInvoices(db, now),
        repository.countNewInquiries(db),
        repository.latestOrders(db, OVERVIEW_LATEST_ORDERS),
      ]);
      const byMonth = new Map(revenue.map((row) => [row.month, row]));
      return {
        subscriptions_by_type: types.map((row) => ({
          report_type_id: row.reportTypeId,
          name: row.name,
          active: row.active,
          yearly_value: centsToDollars(row.yearlyValueCents),
        })),
        revenue_by_month: Array.from({ length: OVERVIEW_REVENUE_MONTHS }, (_, index) => {
          const month = monthKey(monthStart(from, index));
          const row = byMonth.get(month);
          return {
            month,
            amount: centsToDollars(row?.cents ?? 0),
            consultations: centsToDollars(row?.consultationCents ?? 0),
            courses: centsToDollars(row?.courseCents ?? 0),
            single_reports: centsToDollars(row?.reportCents ?? 0),
          };
        }),
        invoices: {
          open: invoices.open,
          open_amount: centsToDollars(invoices.openCents),
          overdue: invoices.overdue,
          overdue_amount: centsToDollars(invoices.overdueCents),
        },
        new_inquiries: newInquiries,
        latest_orders: latest.map((order) => ({
          id: order.id,
          organisation: order.organisation,
          amount: centsToDollars(order.totalCents),
          status: order.status,
          method: order.method,
          created_at: order.createdAt.toISOString(),
        })),
      };
    },

    actingStaff,

    /** Who the signed-in staff member is and what their role reads and writes; staff without a role are refused. */
    async me(userId: string): Promise<StaffMe> {
      const member = await actingStaff(userId);
      if (!member) throw new ForbiddenError(AuthenticateMessages.forbidden);
      const role = member.role;
      return {
        id: member.id,
        email: member.email,
        name: member.name,
        staff_role: role,
        reads: staffAreas(role),
        writes: STAFF_AREAS.filter((area) => staffMayWrite(role, area)),
      };
    },

    /** A page of the audit log, newest first unless asked otherwise. */
    audit(query: AuditQuery) {
      return auditLogPage(db, query);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
