import { createHash } from 'node:crypto';
import { AdminReportMessages, formatLongDate } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { InvalidInputError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import {
  PdfOverLimitError,
  PdfUnreadableError,
  type PdfTextReader,
} from '../../platform/pdf/pdf-text-reader.js';
import { countWords, summarise, wordFrequency } from './report-text.js';
import { reportsRepository as repository } from './repository.js';

export interface ImportPdfInput {
  reportTypeId: number;
  bytes: Uint8Array;
  /** The file's own name; it gives the default report name and publication date. */
  fileName: string;
  name?: string | undefined;
  /** Without it, the date of a `YYYY-MM-DD` prefix of the file name, else none. */
  publishedAt?: Date | null | undefined;
}

export interface ImportResult {
  status: 'imported' | 'unchanged';
  id: number;
  name: string;
}

export interface SellableReportType {
  id: number;
  name: string;
}

export function fileKeyFor(sha256: string): string {
  return `reports/${sha256}.pdf`;
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?=$|[\s_.-])[\s_.-]*/;

function datePrefix(base: string): { date: Date; rest: string } | null {
  const match = DATE_PREFIX.exec(base);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; such a prefix is not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { date, rest: base.slice(match[0].length) };
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
]);

/**
 * "coffee_weekly-report" → "Coffee Weekly Report". Words someone already capitalised (FCOJ, ICE, McKinsey) stay as
 * written. Hyphens separate words only in names without spaces or underscores, so "In-Depth" survives.
 */
export function titleCase(raw: string): string {
  const separators = /[\s_]/.test(raw.trim()) ? /[\s_]+/ : /[\s_-]+/;
  return raw
    .trim()
    .split(separators)
    .filter(Boolean)
    .map((word, index) => {
      if (/\p{Lu}/u.test(word)) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('-');
    })
    .join(' ');
}

/**
 * The name and date a file name suggests: '2025-10-14 coffee weekly.pdf' → 'Coffee Weekly — 14 October 2025', on
 * 14 October 2025. The date stays in the name because reports of one series would otherwise share a name.
 */
export function reportNameFromFileName(
  fileName: string,
  typeName: string,
): { name: string; publishedAt: Date | null } {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.pdf$/i, '');
  const dated = datePrefix(base);
  if (!dated) return { name: titleCase(base) || typeName, publishedAt: null };
  return {
    name: `${titleCase(dated.rest) || typeName} — ${formatLongDate(dated.date)}`,
    publishedAt: dated.date,
  };
}

/**
 * A sellable report type by id or by name (case ignored), as people name it on the command line. A type that
 * groups others is not sold, so no report goes into it.
 */
export async function resolveReportType(db: Db, idOrName: string): Promise<SellableReportType> {
  const trimmed = idOrName.trim();
  if (/^\d+$/.test(trimmed)) return sellableType(db, Number(trimmed));
  const id = await repository.findReportTypeIdByName(db, trimmed);
  if (id === undefined) throw new NotFoundError(`There is no report type named "${trimmed}".`);
  return sellableType(db, id);
}

async function sellableType(db: Db, id: number): Promise<SellableReportType> {
  const type = await repository.findReportType(db, id);
  if (!type) throw new NotFoundError(`Report type ${id} does not exist.`);
  if (type.priceSingleCents === null || type.priceUpTo3Cents === null || type.priceEnterpriseCents === null) {
    throw new RuleRefusedError(
      `Report type "${type.name}" groups other types and is not sold itself; import into one of its nested types.`,
    );
  }
  return { id: type.id, name: type.name };
}

/** A PDF read and stored, ready to become a report row; or the report its bytes already are. */
export type PreparedReport =
  | { status: 'unchanged'; id: number; name: string }
  | {
      status: 'ready';
      values: Parameters<typeof repository.insertReportUnlessFileExists>[1];
    };

/** Why a PDF's text could not be read, in the words of the one importing it; anything else is the server's fault. */
function readingRefusal(error: unknown, fileName: string): unknown {
  if (error instanceof PdfUnreadableError) {
    return new InvalidInputError(
      `${fileName} could not be read as a PDF (${error.message.replace(/\.$/, '')}).`,
    );
  }
  if (!(error instanceof PdfOverLimitError)) return error;
  switch (error.limit) {
    case 'pages':
      return new RuleRefusedError(AdminReportMessages.tooManyPages(fileName, error.found!, error.allowed));
    case 'characters':
      return new RuleRefusedError(AdminReportMessages.tooMuchText(fileName, error.allowed));
    case 'memoryMb':
      return new RuleRefusedError(AdminReportMessages.tooMuchMemory(fileName, error.allowed));
    case 'seconds':
      return new RuleRefusedError(AdminReportMessages.tooSlow(fileName, error.allowed));
  }
}

/**
 * The slow half of an import, outside any transaction: checks the type, reads the PDF's text with `readText` and
 * stores the file under its SHA-256 (content-addressed, so storing it again is harmless). A file already imported
 * is that report. A file whose text cannot be read, or only beyond the reader's limits (issue 39), is refused
 * before anything is stored.
 */
export async function prepareReportPdf(
  db: Db,
  files: Pick<FileStore, 'exists' | 'put'>,
  input: ImportPdfInput,
  readText: PdfTextReader,
): Promise<PreparedReport> {
  const type = await sellableType(db, input.reportTypeId);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');

  const existing = await repository.findReportBySha256(db, sha256);
  if (existing) return { status: 'unchanged', ...existing };

  let text: string;
  try {
    text = await readText(input.bytes);
  } catch (error) {
    throw readingRefusal(error, input.fileName);
  }
  if (countWords(text) === 0) {
    throw new RuleRefusedError(
      `${input.fileName} has no text to extract (a scanned PDF?); reports need their text for search and summaries.`,
    );
  }

  const suggested = reportNameFromFileName(input.fileName, type.name);
  const name = input.name?.trim() || suggested.name;
  const publishedAt = input.publishedAt === undefined ? suggested.publishedAt : input.publishedAt;

  const fileKey = fileKeyFor(sha256);
  // Content-addressed: a file already there holds exactly these bytes (an earlier import that failed later, or
  // another database sharing the store).
  if (!(await files.exists(fileKey))) await files.put(fileKey, input.bytes);

  return {
    status: 'ready',
    values: {
      reportTypeId: type.id,
      name,
      summary: summarise(text),
      content: text,
      publishedAt,
      totalWordCount: countWords(text),
      wordFrequency: wordFrequency(text),
      fileKey,
      fileSha256: sha256,
      fileSize: input.bytes.byteLength,
    },
  };
}

/**
 * The quick half, in the caller's transaction: the row of a prepared report. Another import of the same file that
 * won the race makes this one unchanged; the file stays, as that report names it.
 */
export async function insertPreparedReport(db: Db, prepared: PreparedReport): Promise<ImportResult> {
  if (prepared.status === 'unchanged') return prepared;
  const row = await repository.insertReportUnlessFileExists(db, prepared.values);
  if (row) return { status: 'imported', ...row };
  const winner = await repository.findReportBySha256(db, prepared.values.fileSha256);
  if (!winner) throw new Error(`report ${prepared.values.fileSha256} vanished during import`);
  return { status: 'unchanged', ...winner };
}

/**
 * Reports the server made itself enter the store here, from the demo seed (the back office's upload and the CLI
 * prepare outside their transaction and insert inside it): the PDF goes to the file store under its SHA-256, and
 * the row holds `text`, the PDF's text as its maker knows it, with its word counts and summary. The same file
 * imported twice is one report. `db` may be a transaction, so a seed imports many reports at once or none.
 */
export async function importReportPdf(
  db: Db,
  files: Pick<FileStore, 'exists' | 'put'>,
  input: ImportPdfInput & { text: string },
): Promise<ImportResult> {
  return insertPreparedReport(db, await prepareReportPdf(db, files, input, async () => input.text));
}
