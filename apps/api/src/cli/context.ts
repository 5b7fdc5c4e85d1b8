import path from 'node:path';
import { fileStoreFromConfig } from '../platform/files/file-store-from-config.js';
import type { FileStore } from '../platform/files/file-store.js';
import { createMailer, type Mailer } from '../platform/mail/transport.js';
import { openDatabase, type Database } from '../platform/database/database.js';
import { loadServerConfig, type ServerConfig } from '../env.js';
import { createCartService } from '../services/cart.js';
import { createCouponService, type CouponService } from '../services/coupons.js';
import { createEntitlements } from '../services/entitlements.js';
import { createFulfilment, type Fulfilment } from '../services/fulfilment.js';
import { createInvoiceService, type InvoiceService } from '../services/invoices.js';
import type { CliIo } from './command.js';

/** The server's database, mail and services, as a command uses them. */
export interface CliContext {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  /** Report files and invoices: in S3 when the S3_* variables are set, else under DATA_DIR, as the server keeps them. */
  files: FileStore;
  coupons: CouponService;
  fulfilment: Fulfilment;
  invoices: InvoiceService;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens what the server uses, configured the same way (DATA_DIR or DATABASE_URL; files on disk or in S3; mail to the outbox in the data
 * directory unless SMTP_URL), migrates, runs `work` and closes the database whatever happens.
 */
export async function withCliContext<T>(io: CliIo, work: (context: CliContext) => Promise<T>): Promise<T> {
  const config = loadServerConfig();
  const { env } = config;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const mailer = createMailer({
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    // Only the message of a failure: a logged object could carry a connection string with its password.
    const log = {
      info: () => {},
      error: (object: object, message: string) => {
        const { err } = object as { err?: unknown };
        io.printError(err === undefined ? message : `${message}: ${messageOf(err)}`);
      },
    };
    const entitlements = createEntitlements(db);
    const cart = createCartService({ db, entitlements });
    const coupons = createCouponService({ db, cart });
    const fulfilment = createFulfilment({ db, mailer, log });
    const files = fileStoreFromConfig(config);
    const invoices = createInvoiceService({
      db,
      cart,
      coupons,
      entitlements,
      mailer,
      fulfilment,
      files,
      log,
    });
    return await work({ config, database, mailer, files, coupons, fulfilment, invoices });
  } finally {
    await database.close();
  }
}
