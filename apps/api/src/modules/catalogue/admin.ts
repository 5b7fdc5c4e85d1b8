import { createHash } from 'node:crypto';
import {
  centsToDollars,
  dollarsToCents,
  imageTypeOf,
  REPORT_TYPE_IMAGE_MAX_BYTES,
  reportTypeImagePath,
  ReportTypeMessages,
  type AdminReportType,
  type AdminReportTypesQuery,
  type AdminReportTypeUpdate,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { ReportTypeRow } from '../../platform/database/schema.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { changedOnly, recordStaffAction, type Staff } from '../activity';
import {
  adminCatalogueRepository as repository,
  type AdminReportTypeRow,
  type ReportTypeUpdate,
} from './admin-repository.js';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const centsOrNull = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** What the audit log keeps of a type: the fields staff edit, prices in cents. */
function auditedFields(row: ReportTypeRow) {
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    parent_id: row.parentId,
    price_single_cents: row.priceSingleCents,
    price_upto_3_cents: row.priceUpTo3Cents,
    price_enterprise_cents: row.priceEnterpriseCents,
    price_archived_report_cents: row.priceArchivedReportCents,
    image_key: row.imageKey,
  };
}

/**
 * The back office's report types and prices (issue 16): listed with their counts, edited (names unique, groups
 * without cycles, prices in cents), and given a picture kept in the file store. A price change applies to new cart
 * lines; lines keep the price they were given (commerce cart.ts). Every change has its audit record in its
 * transaction.
 */
export function createReportTypeAdmin({
  db,
  unitOfWork,
  clock,
  files,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  files: FileStore;
}) {
  function adminReportTypeOf(row: AdminReportTypeRow, names: Map<number, string>): AdminReportType {
    const { type } = row;
    return {
      id: type.id,
      name: type.name,
      title: type.title,
      description: type.description,
      parent_id: type.parentId,
      parent_name: type.parentId === null ? null : (names.get(type.parentId) ?? null),
      position: type.position,
      image_url: type.imageKey ? reportTypeImagePath(type.id, type.imageKey) : null,
      price_single: dollarsOrNull(type.priceSingleCents),
      price_upto_3: dollarsOrNull(type.priceUpTo3Cents),
      price_enterprise: dollarsOrNull(type.priceEnterpriseCents),
      price_archived_report: dollarsOrNull(type.priceArchivedReportCents),
      reports: row.reports,
      active_subscriptions: row.activeSubscriptions,
    };
  }

  async function all(database: Db): Promise<AdminReportType[]> {
    const rows = await repository.allWithCounts(database, clock.now());
    const names = new Map(rows.map(({ type }) => [type.id, type.name]));
    return rows.map((row) => adminReportTypeOf(row, names));
  }

  async function one(database: Db, id: number): Promise<AdminReportType> {
    const found = (await all(database)).find((type) => type.id === id);
    if (!found) throw new NotFoundError(ReportTypeMessages.notFound);
    return found;
  }

  /** Refuses a group that is the type itself, does not exist, or is one of the type's own nested types. */
  async function checkParent(tx: Db, id: number, parentId: number): Promise<void> {
    if (parentId === id)
      throw new InvalidInputError(ReportTypeMessages.parentSelf, {
        parent_id: [ReportTypeMessages.parentSelf],
      });
    const parents = new Map((await repository.parents(tx)).map((row) => [row.id, row.parentId]));
    if (!parents.has(parentId))
      throw new InvalidInputError(ReportTypeMessages.parentMissing, {
        parent_id: [ReportTypeMessages.parentMissing],
      });
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null; at = parents.get(at)) {
      if (at === id || seen.has(at))
        throw new InvalidInputError(ReportTypeMessages.parentCycle, {
          parent_id: [ReportTypeMessages.parentCycle],
        });
      seen.add(at);
    }
  }

  return {
    /** Every type, searched by name or title and sorted on the server (few rows: one page). */
    async list(query: AdminReportTypesQuery) {
      const needle = query.q?.toLowerCase();
      const rows = (await all(db)).filter(
        (type) =>
          !needle || type.name.toLowerCase().includes(needle) || type.title.toLowerCase().includes(needle),
      );
      const key = (type: AdminReportType): string | number =>
        query.sort === 'name'
          ? type.name.toLowerCase()
          : query.sort === 'reports'
            ? type.reports
            : query.sort === 'active_subscriptions'
              ? type.active_subscriptions
              : type.position;
      const sign = query.direction === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
      });
      return { count: rows.length, data: rows };
    },

    /** Edits the type; an unchanged type records nothing. */
    async update(staff: Staff, id: number, input: AdminReportTypeUpdate): Promise<AdminReportType> {
      try {
        return await unitOfWork(async (tx) => {
          const current = await repository.lock(tx, id);
          if (!current) throw new NotFoundError(ReportTypeMessages.notFound);
          const set: ReportTypeUpdate = {};
          if (input.name !== undefined) set.name = input.name;
          if (input.title !== undefined) set.title = input.title;
          if (input.description !== undefined) set.description = input.description;
          if (input.parent_id !== undefined) set.parentId = input.parent_id;
          if (input.price_single !== undefined) set.priceSingleCents = centsOrNull(input.price_single);
          if (input.price_upto_3 !== undefined) set.priceUpTo3Cents = centsOrNull(input.price_upto_3);
          if (input.price_enterprise !== undefined)
            set.priceEnterpriseCents = centsOrNull(input.price_enterprise);
          if (input.price_archived_report !== undefined)
            set.priceArchivedReportCents = centsOrNull(input.price_archived_report);
          if (set.name !== undefined && (await repository.otherNamed(tx, set.name, id)))
            throw new ConflictError(ReportTypeMessages.nameTaken(set.name), {
              name: [ReportTypeMessages.nameTaken(set.name)],
            });
          if (set.parentId != null && set.parentId !== current.parentId)
            await checkParent(tx, id, set.parentId);
          const diff = changedOnly(auditedFields(current), auditedFields({ ...current, ...set }));
          // A price is money: its change needs a reason (the audited price fields are named price_…_cents).
          const priceChanged = Object.keys(diff.after).some((field) => field.startsWith('price_'));
          if (priceChanged && !input.reason)
            throw new InvalidInputError(ReportTypeMessages.priceReason, {
              reason: [ReportTypeMessages.priceReason],
            });
          if (diff.changed) {
            await repository.update(tx, id, set);
            await recordStaffAction(tx, {
              staff,
              action: 'report_type_updated',
              target: { type: 'report_type', id: String(id) },
              before: diff.before,
              after: diff.after,
              reason: input.reason ?? null,
              at: clock.now(),
            });
          }
          return one(tx, id);
        });
      } catch (error) {
        if (isUniqueViolation(error) && input.name !== undefined)
          throw new ConflictError(ReportTypeMessages.nameTaken(input.name), {
            name: [ReportTypeMessages.nameTaken(input.name)],
          });
        throw error;
      }
    },

    /**
     * Keeps a PNG, JPEG or WebP picture (judged by its first bytes, never by what the caller says; SVG is refused as
     * it may carry script) as the type's picture. The file is stored first under a name of its content; the record
     * and its audit entry follow in one transaction, and the picture it replaced is removed after.
     */
    async setImage(staff: Staff, id: number, bytes: Uint8Array | undefined): Promise<AdminReportType> {
      if (!(await repository.byId(db, id))) throw new NotFoundError(ReportTypeMessages.notFound);
      if (!bytes || bytes.length === 0)
        throw new InvalidInputError(ReportTypeMessages.imageEmpty, {
          image: [ReportTypeMessages.imageEmpty],
        });
      if (bytes.length > REPORT_TYPE_IMAGE_MAX_BYTES)
        throw new InvalidInputError(ReportTypeMessages.imageTooLarge, {
          image: [ReportTypeMessages.imageTooLarge],
        });
      const type = imageTypeOf(bytes);
      if (!type)
        throw new InvalidInputError(ReportTypeMessages.imageType, { image: [ReportTypeMessages.imageType] });
      const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const key = `report-types/${id}-${digest}.${EXTENSIONS[type]}`;
      await files.put(key, bytes);
      const replaced = await unitOfWork(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new NotFoundError(ReportTypeMessages.notFound);
        if (current.imageKey === key) return null;
        await repository.setImageKey(tx, id, key);
        await recordStaffAction(tx, {
          staff,
          action: 'report_type_updated',
          target: { type: 'report_type', id: String(id) },
          before: { image_key: current.imageKey },
          after: { image_key: key },
          at: clock.now(),
        });
        return current.imageKey;
      });
      if (replaced) await files.remove(replaced);
      return one(db, id);
    },

    /** The type's uploaded picture and its content type; 404 without one. */
    async image(id: number): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await repository.byId(db, id);
      if (!row) throw new NotFoundError(ReportTypeMessages.notFound);
      if (!row.imageKey) throw new NotFoundError(ReportTypeMessages.noImage);
      const extension = row.imageKey.split('.').pop() ?? '';
      return {
        bytes: await files.get(row.imageKey),
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    },
  };
}

export type ReportTypeAdmin = ReturnType<typeof createReportTypeAdmin>;
