import { loadServerConfig, type ServerConfig } from '../env.js';
import { openDatabase, type Database } from '../platform/database/database.js';
import type { Log } from '../platform/log.js';
import { createServicesFromConfig } from '../services-from-config.js';
import type { Services } from '../services.js';
import type { CliIo } from './command.js';

/** The server's database and services, as a command uses them. */
export interface CliContext {
  config: ServerConfig;
  database: Database;
  services: Services;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens what the server uses, configured the same way (DATA_DIR or DATABASE_URL; files on disk or in S3; mail to the
 * outbox in the data directory unless SMTP_URL), builds the services with the one composition root, migrates, runs
 * `work` and closes the database whatever happens. Mail a command queues leaves with `jobs:run` or the server's
 * worker.
 */
export async function withCliContext<T>(io: CliIo, work: (context: CliContext) => Promise<T>): Promise<T> {
  const config = loadServerConfig();
  const { env } = config;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.whileStartingAlone(() => database.migrate());
    // Only the message of a failure: a logged object could carry a connection string with its password.
    const printFailure = (object: object, message: string) => {
      const { err, error } = object as { err?: unknown; error?: unknown };
      const cause = err ?? error;
      io.printError(cause === undefined ? message : `${message}: ${messageOf(cause)}`);
    };
    const log: Log = { info: () => {}, warn: printFailure, error: printFailure };
    const services = await createServicesFromConfig(config, database.db, log);
    return await work({ config, database, services });
  } finally {
    await database.close();
  }
}
