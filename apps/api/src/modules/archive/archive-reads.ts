import { ARCHIVE_LOCKED_PASSAGE_WORDS, type ArchiveQuery } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { highlightsOf, positiveWords } from './highlights.js';
import { archiveRepository as repository } from './repository.js';

/** A matching report's passage in a saved search's mail: twice as long as the archive shows a locked result's. */
const MAIL_PASSAGE = { passages: 1, maxWords: ARCHIVE_LOCKED_PASSAGE_WORDS * 2 };

/**
 * What the alerts area reads of the archive for saved searches (issue 42): what the archive would search for in
 * these words, and the passage of a report that best matches them, as the archive highlights it.
 */
export const archiveReads = {
  /**
   * What the words look for, as the archive reads them: nothing (only common words, which the archive refuses),
   * words to leave out only ('-oil', which matches nearly everything), or words.
   */
  async looksFor(db: Db, pdfSearch: string): Promise<'nothing' | 'exclusions only' | 'words'> {
    const parsed = await repository.parse(db, { pdf_search: pdfSearch, page: 1 } satisfies ArchiveQuery);
    if (parsed.nodes === 0) return 'nothing';
    return (await repository.queryTree(db, pdfSearch)) === 'T' ? 'exclusions only' : 'words';
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
