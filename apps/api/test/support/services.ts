import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportPdfLimits } from '@firm/domain';
import type { Clock } from '../../src/platform/clock.js';
import type { Db } from '../../src/platform/database/database.js';
import { createFileStore, type FileStore } from '../../src/platform/files/file-store.js';
import type { Log } from '../../src/platform/log.js';
import { createMailer, type Mailer } from '../../src/platform/mail/transport.js';
import { createServices, type Services } from '../../src/services.js';
import { TEST_FIRM_MAILBOX, TEST_MAIL_FROM } from './app.js';
import { createTestClock } from './clock.js';

let scratch: FileStore | undefined;
/** A file store for callers that give none, in a directory removed when the worker exits. */
function scratchFiles(): FileStore {
  if (!scratch) {
    const dir = mkdtempSync(path.join(tmpdir(), 'firm-files-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratch = createFileStore(dir);
  }
  return scratch;
}

const SILENT: Log = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The services on a database without the app, built by the one composition root (for fixtures and the CLI's
 * database): mail goes to `outboxDir` unless a mailer is given, files to a scratch store unless given.
 */
export function createTestServices(
  db: Db,
  options: {
    outboxDir?: string;
    mailer?: Mailer;
    files?: FileStore;
    clock?: Clock;
    log?: Log;
    /** What reading an uploaded PDF may take; REPORT_PDF_LIMITS by default. */
    reportPdfLimits?: ReportPdfLimits;
  } = {},
): Services {
  return createServices({
    db,
    clock: options.clock ?? createTestClock(),
    mailer: options.mailer ?? createMailer({ from: TEST_MAIL_FROM, outboxDir: options.outboxDir ?? '' }),
    files: options.files ?? scratchFiles(),
    payments: {},
    log: options.log ?? SILENT,
    config: {
      jwtSecret: 'test-secret-for-fixtures-only-0123456789',
      firmMailbox: TEST_FIRM_MAILBOX,
      ...(options.reportPdfLimits ? { reportPdfLimits: options.reportPdfLimits } : {}),
    },
  });
}
