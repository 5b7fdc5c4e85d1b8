import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startServerProcess, type ServerProcess } from '../../test/support/server-process.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';

/** A deployment the fault suite may break: its own Postgres server and data directory, and the API on them. */
export interface Deployment {
  database: PrivatePostgres;
  /** The API's data directory (its mail outbox, with no SMTP server). */
  dataDir: string;
  /** The deployment's database, for the suite's own checks. */
  sql: postgres.Sql;
  /** The API as a deployment runs it (src/server.ts) on that database and data directory, with `env` added. */
  startServer(env?: NodeJS.ProcessEnv): Promise<ServerProcess>;
  /** Ends every server started so far at once, as a crash would. */
  killServers(): Promise<void>;
  remove(): Promise<void>;
}

const DATABASE = 'faults';

/** Starts a Postgres of the suite's own (initdb and pg_ctl from `bindir`) with an empty database for the API. */
export async function startDeployment(bindir: string): Promise<Deployment> {
  const database = await startPrivatePostgres(bindir);
  const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  const sql = postgres(database.urlOf(DATABASE), { max: 2, onnotice: () => {} });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'firm-faults-'));
  const servers: ServerProcess[] = [];
  const killServers = async () => {
    for (const server of servers.splice(0)) await server.kill();
  };
  return {
    database,
    dataDir,
    sql,
    async startServer(env = {}) {
      const server = await startServerProcess({
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.urlOf(DATABASE),
        DATA_DIR: dataDir,
        PAYMENTS_PROVIDER: 'sandbox',
        // The suite's calls come from one address: the limits are tested elsewhere.
        LOGIN_RATE_LIMIT_MAX: '100000',
        SEARCH_RATE_LIMIT_MAX: '100000',
        VISITOR_SEARCH_RATE_LIMIT_MAX: '100000',
        ADDRESS_SEARCH_RATE_LIMIT_MAX: '100000',
        INQUIRY_RATE_LIMIT_MAX: '100000',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
        ...env,
      });
      servers.push(server);
      return server;
    },
    killServers,
    async remove() {
      await killServers();
      await sql.end({ timeout: 1 }).catch(() => {});
      await database.remove();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
