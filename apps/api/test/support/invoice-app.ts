import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStore, type FileStore } from '../../src/platform/files/file-store.js';
import { createMailer, type Mailer } from '../../src/platform/mail/transport.js';
import type { AppOptions } from '../../src/app.js';
import { createCartService } from '../../src/services/cart.js';
import { createCouponService } from '../../src/services/coupons.js';
import { createEntitlements } from '../../src/services/entitlements.js';
import { createFulfilment } from '../../src/services/fulfilment.js';
import { createInvoiceService, type InvoiceLog, type InvoiceService } from '../../src/services/invoices.js';
import { createTestApp, type TestApp } from './app.js';

export const INVOICE_ROUTE = '/api/reports/pay/by/invoice/';

export interface InvoiceTestApp extends TestApp {
  /** The invoice service on the app's database and mailer, to mark invoices paid as the CLI does. */
  invoices: InvoiceService;
}

const SILENT: InvoiceLog = { info: () => {}, error: () => {} };

let scratch: FileStore | undefined;
/** A file store for callers that give none, in a directory removed when the worker exits. */
function scratchFiles(): FileStore {
  if (!scratch) {
    const dir = mkdtempSync(path.join(tmpdir(), 'firm-invoices-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratch = createFileStore(dir);
  }
  return scratch;
}

/**
 * Services of the invoice flow on a database, mailer and file store (by default a scratch one, for callers that
 * never fetch an invoice again).
 */
export function invoiceServices(
  db: TestApp['database']['db'],
  mailer: Mailer,
  log: InvoiceLog = SILENT,
  files: FileStore = scratchFiles(),
) {
  const entitlements = createEntitlements(db);
  const cart = createCartService({ db, entitlements });
  const coupons = createCouponService({ db, cart });
  const fulfilment = createFulfilment({ db, mailer, log });
  return {
    entitlements,
    cart,
    coupons,
    fulfilment,
    invoices: createInvoiceService({ db, cart, coupons, entitlements, mailer, fulfilment, files, log }),
  };
}

/** The test app, with the invoice service on its database and mailer, to mark invoices paid as the CLI does. */
export async function createInvoiceTestApp(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<InvoiceTestApp> {
  const testApp = await createTestApp(options);
  const mailer =
    options.mailer ??
    createMailer({ from: 'Softline Advisory <no-reply@softline.test>', outboxDir: testApp.outboxDir });
  // The app's logger, as app.ts gives it, so a test reads the same log lines either way.
  const { invoices } = invoiceServices(testApp.database.db, mailer, testApp.app.log, testApp.files);
  return { ...testApp, invoices };
}
