import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../adapters/file-store.js';
import { openDatabase } from '../db/database.js';
import { invocationDir, loadServerConfig } from '../env.js';
import { createReportImporter, ReportImportError } from '../services/report-import.js';
import { seedReportTypes } from '../services/seed.js';
import { importFolder } from './reports-import.js';

const USAGE = `Usage: pnpm --filter @firm/api cli <command> [options]

Commands:
  reports:import <folder> --type <report type>
      Imports every .pdf directly in <folder> as a report of the type, named by its name or its id
      (e.g. --type "Coffee Weekly Report"). A file imported before is reported unchanged.
      The report name comes from the file name; a YYYY-MM-DD prefix gives the publication date.

Uses the server's database and files: DATA_DIR (default ./data) or DATABASE_URL.`;

const print = (text: string) => process.stdout.write(`${text}\n`);
const printError = (problem: unknown) =>
  process.stderr.write(
    `${problem instanceof Error ? (problem.stack ?? problem.message) : String(problem)}\n`,
  );

/** Exit codes: 0 all done, 1 something failed, 2 the command line was wrong. */
async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { type: { type: 'string', short: 't' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    printError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const [command, folder, ...extra] = positionals;
  if (command !== 'reports:import' || !folder || extra.length > 0 || !values.type?.trim()) {
    const problem =
      command === undefined
        ? 'Name a command.'
        : command !== 'reports:import'
          ? `Unknown command "${command}".`
          : !folder
            ? 'Name the folder to import.'
            : extra.length > 0
              ? `Unexpected arguments: ${extra.join(' ')} (quote a folder name with spaces).`
              : 'Name the report type with --type.';
    printError(`${problem}\n\n${USAGE}`);
    return 2;
  }

  const dir = path.resolve(invocationDir(), folder);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    printError(`No such folder: ${dir}`);
    return 2;
  }

  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.env.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    // Only the catalogue: importing into a fresh data directory must find the types, while accounts and demo
    // content stay the server's first start to make.
    await seedReportTypes(database.db);
    const importer = createReportImporter({ db: database.db, files: createFileStore(config.filesDir) });
    const type = await importer.resolveReportType(values.type);
    const summary = await importFolder({
      importer,
      folder: dir,
      reportTypeId: type.id,
      print,
    });
    return summary.failed > 0 ? 1 : 0;
  } catch (error) {
    printError(error instanceof ReportImportError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  printError(error instanceof Error ? error.message : error);
  return 1;
});
