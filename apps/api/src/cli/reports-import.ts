import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReportImporter } from '../services/report-import.js';

export interface ImportFolderSummary {
  imported: number;
  unchanged: number;
  failed: number;
}

/**
 * Every .pdf directly in `folder` (not in its subfolders, so an archive folder beside them stays out), in name
 * order, into the report type. One line per file; a file that fails does not stop the others.
 */
export async function importFolder(options: {
  importer: ReportImporter;
  folder: string;
  reportTypeId: number;
  print: (line: string) => void;
}): Promise<ImportFolderSummary> {
  const entries = await readdir(options.folder, { withFileTypes: true });
  const pdfs = entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.pdf'))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const summary: ImportFolderSummary = { imported: 0, unchanged: 0, failed: 0 };
  if (pdfs.length === 0) {
    options.print(`No .pdf files in ${options.folder}.`);
    return summary;
  }
  for (const fileName of pdfs) {
    try {
      const bytes = await readFile(path.join(options.folder, fileName));
      const result = await options.importer.importPdf({
        reportTypeId: options.reportTypeId,
        bytes,
        fileName,
      });
      summary[result.status] += 1;
      options.print(`${result.status.padEnd(9)} ${fileName}: report ${result.id}, "${result.name}"`);
    } catch (error) {
      summary.failed += 1;
      options.print(
        `${'failed'.padEnd(9)} ${fileName}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const files = pdfs.length === 1 ? '1 file' : `${pdfs.length} files`;
  options.print(
    `${files}: ${summary.imported} imported, ${summary.unchanged} unchanged, ${summary.failed} failed.`,
  );
  return summary;
}
