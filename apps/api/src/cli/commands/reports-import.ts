import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { invocationDir } from '../../env.js';
import type { AdminReports } from '../../modules/reports';
import { seedReportTypes } from '../../demo/seed.js';
import { noExtraArguments, stringOption, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

/** How the audit log names whoever imports from the command line. */
export const CLI_OPERATOR = { id: null, email: 'cli:reports-import' } as const;

interface ImportFolderSummary {
  imported: number;
  unchanged: number;
  failed: number;
}

/**
 * Every .pdf directly in `folder` (not in its subfolders, so an archive folder beside them stays out), in name
 * order, into the report type. One line per file; a file that fails does not stop the others.
 */
async function importFolder(options: {
  reports: Pick<AdminReports, 'upload'>;
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
      // The back office's upload: the same import, and a new report's audit record names the command line.
      const { outcome, report } = await options.reports.upload(CLI_OPERATOR, {
        reportTypeId: options.reportTypeId,
        bytes,
        fileName,
      });
      const status = outcome === 'imported' ? 'imported' : 'unchanged';
      summary[status] += 1;
      options.print(`${status.padEnd(9)} ${fileName}: report ${report.id}, "${report.name}"`);
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

export const reportsImportCommand: CliCommand = {
  name: 'reports:import',
  usage: `  reports:import <folder> --type <report type>
      Imports every .pdf directly in <folder> as a report of the type, named by its name or its id
      (e.g. --type "Coffee Weekly Report"). A file imported before is reported unchanged.
      The report name comes from the file name; a YYYY-MM-DD prefix gives the publication date.`,
  options: { type: { type: 'string', short: 't' } },

  async run({ values, positionals }, io) {
    const [folder] = positionals;
    if (!folder) throw new UsageError('Name the folder to import.');
    noExtraArguments(positionals, 1, ' (quote a folder name with spaces).');
    const type = stringOption(values, 'type');
    if (!type) throw new UsageError('Name the report type with --type.');

    const dir = path.resolve(invocationDir(), folder);
    if (!(await stat(dir).catch(() => null))?.isDirectory()) {
      io.printError(`No such folder: ${dir}`);
      return 2;
    }

    return withCliContext(io, async ({ database, services: { reports, adminReports } }) => {
      // Only the catalogue: importing into a fresh data directory must find the types, while accounts and demo
      // content stay the server's first start to make.
      await seedReportTypes(database.db);
      // An unknown type, or one not sold, is the command's answer (exit code 1).
      const reportType = await reports.resolveReportType(type);
      const summary = await importFolder({
        reports: adminReports,
        folder: dir,
        reportTypeId: reportType.id,
        print: (line) => io.print(line),
      });
      return summary.failed > 0 ? 1 : 0;
    });
  },
};
