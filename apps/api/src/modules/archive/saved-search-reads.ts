import { ARCHIVE_LOCKED_PASSAGE_WORDS, type ArchiveQuery } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { highlightsOf, positiveWords } from './highlights.js';
import { archiveRepository as repository } from './repository.js';

/** A matching report's passage in a saved search's mail: as long as the archive shows a locked result's. */
const MAIL_PASSAGE = { passages: 1, maxWords: ARCHIVE_LOCKED_PASSAGE_WORDS * 2 };

/**
 * What the alerts area reads of the archive for saved searches (issue 42): whether the archive would search for
 * these words at all, and the passage of a report that best matches them, as the archive highlights it.
 */
export const archiveReads = {
  /** Whether the words hold anything to search for (false: only common words, which the archive refuses). */
  async searchesFor(db: Db, pdfSearch: string): Promise<boolean> {
    const parsed = await repository.parse(db, { pdf_search: pdfSearch, page: 1 } satisfies ArchiveQuery);
    return parsed.nodes > 0;
  },

  /** The best matching passage of each report, as plain text, by report id (none where no passage matches). */
  async bestPassages(db: Db, reportIds: number[], pdfSearch: string): Promise<Map<number, string>> {
    const headlines = await repository.passageHeadlines(
      db,
      reportIds,
      pdfSearch,
      positiveWords(pdfSearch),
      MAIL_PASSAGE,
    );
    const passages = new Map<number, string>();
    for (const [reportId, [headline]] of headlines) {
      const [highlight] = headline ? highlightsOf(headline) : [];
      if (highlight) passages.set(reportId, highlight.text);
    }
    return passages;
  },
};
