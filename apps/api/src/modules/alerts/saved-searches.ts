import {
  ArchiveQueryMessages,
  MAX_SAVED_SEARCHES,
  SavedSearchMessages,
  type CreateSavedSearch,
  type SavedSearch,
  type UpdateSavedSearch,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { InvalidInputError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { archiveReads } from '../archive';
import { savedSearchRepository as repository, type SavedSearchRow } from './saved-search-repository.js';

function savedSearchOf(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    pdf_search: row.pdfSearch,
    report_type_name: row.reportTypeName,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
  };
}

/**
 * A member's saved searches (issue 42): kept from the archive with a frequency, listed, renamed, changed and deleted
 * on the profile, up to MAX_SAVED_SEARCHES each. A search the archive refuses is refused with its message; another
 * member's search is answered as one that does not exist.
 */
export function createSavedSearches({
  db,
  clock,
  unitOfWork,
}: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
}) {
  /** The words as the archive takes them, refused as the archive refuses them. */
  async function checkedWords(pdfSearch: string): Promise<string> {
    const looksFor = await archiveReads.looksFor(db, pdfSearch);
    const refusal =
      looksFor === 'nothing'
        ? ArchiveQueryMessages.onlyCommonWords
        : looksFor === 'exclusions only'
          ? SavedSearchMessages.onlyExclusions
          : null;
    if (refusal) throw new InvalidInputError(refusal, { pdf_search: [refusal] });
    return pdfSearch;
  }

  /** The report type's id for the filter's name (undefined: every type); a name of no type is refused. */
  async function reportTypeIdOf(name: string | null | undefined): Promise<number | null> {
    if (!name) return null;
    const id = await repository.reportTypeNamed(db, name);
    if (id === undefined) {
      throw new InvalidInputError(SavedSearchMessages.reportType, {
        report_type_name: [SavedSearchMessages.reportType],
      });
    }
    return id;
  }

  async function ownedBy(identity: ClientIdentity, id: number): Promise<SavedSearchRow> {
    const row = await repository.find(db, id);
    if (!row || row.userId !== identity.userId) throw new NotFoundError(SavedSearchMessages.notFound);
    return row;
  }

  return {
    async list(identity: ClientIdentity): Promise<SavedSearch[]> {
      return (await repository.listOf(db, identity.userId)).map(savedSearchOf);
    },

    async create(identity: ClientIdentity, search: CreateSavedSearch): Promise<SavedSearch> {
      const pdfSearch = await checkedWords(search.pdf_search);
      const reportTypeId = await reportTypeIdOf(search.report_type_name);
      const id = await unitOfWork(async (tx) => {
        await repository.lockMember(tx, identity.userId);
        if ((await repository.countOf(tx, identity.userId)) >= MAX_SAVED_SEARCHES) {
          throw new RuleRefusedError(SavedSearchMessages.limit);
        }
        return repository.insert(tx, {
          userId: identity.userId,
          name: search.name,
          pdfSearch,
          reportTypeId,
          frequency: search.frequency,
          at: clock.now(),
        });
      });
      return ownedBy(identity, id).then(savedSearchOf);
    },

    async update(identity: ClientIdentity, id: number, change: UpdateSavedSearch): Promise<SavedSearch> {
      await ownedBy(identity, id);
      const search = {
        ...(change.pdf_search !== undefined && { pdfSearch: await checkedWords(change.pdf_search) }),
        ...(change.report_type_name !== undefined && {
          reportTypeId: await reportTypeIdOf(change.report_type_name),
        }),
      };
      await unitOfWork(async (tx) => {
        const changed = await repository.update(
          tx,
          id,
          identity.userId,
          {
            ...(change.name !== undefined && { name: change.name }),
            ...search,
            ...(change.frequency !== undefined && { frequency: change.frequency }),
          },
          clock.now(),
        );
        if (!changed) throw new NotFoundError(SavedSearchMessages.notFound);
        // New words or a new filter: what the old ones matched and no mail named yet is not said.
        if (Object.keys(search).length > 0) await repository.dropWaitingMatches(tx, id);
      });
      return ownedBy(identity, id).then(savedSearchOf);
    },

    async remove(identity: ClientIdentity, id: number): Promise<void> {
      if (!(await repository.remove(db, id, identity.userId))) {
        throw new NotFoundError(SavedSearchMessages.notFound);
      }
    },
  };
}

export type SavedSearches = ReturnType<typeof createSavedSearches>;
