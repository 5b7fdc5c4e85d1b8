import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** As `pnpm dev` and `pnpm cli` run: workspace packages from their TypeScript sources, no build needed. */
export const NODE_ARGS = ['--conditions=@firm/source', '--import', 'tsx'];

/** A line of the server's log (pino's JSON), with the fields the tests read. */
export interface LogLine {
  level: number;
  msg: string;
  pid: number;
  req?: { method?: string; url?: string; remotePort?: number };
  [field: string]: unknown;
}

/** pino's level of errors: 50 (error) and 60 (fatal). */
export const ERROR_LEVEL = 50;

export interface ServerProcess {
  origin: string;
  port: number;
  /** The processes that listen: one, or WEB_CONCURRENCY workers. */
  listeners: number[];
  /** Every log line written so far, in order. */
  readonly lines: readonly LogLine[];
  /** Everything written to standard error so far. */
  readonly stderr: string;
  /** The first log line, already written or still to come, that `matches`; rejects if the process exits first. */
  line(matches: (line: LogLine) => boolean): Promise<LogLine>;
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** Stops it with SIGTERM (unless it has exited); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Ends it at once, whatever it is doing (a test that failed half-way). */
  kill(): Promise<void>;
}

/** Every server this test process started and that still runs. */
const started = new Set<ChildProcess>();
// A server whose test gave up on it (a hook that timed out while it started) is stopped with the test process, not
// left running, and, with WEB_CONCURRENCY, replacing its workers for ever.
process.once('exit', () => {
  for (const child of started) child.kill('SIGTERM');
});

/**
 * Starts src/server.ts with `env` as a deployment runs it, and resolves once it listens: each of its
 * WEB_CONCURRENCY processes logs the port it was given. Its log is read line by line as it is written.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/server.ts'], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const lines: LogLine[] = [];
  const watchers = new Set<(line: LogLine) => void>();
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { level: 0, msg: text, pid: child.pid ?? 0 };
    }
    lines.push(line);
    for (const watcher of watchers) watcher(line);
  });

  function line(matches: (line: LogLine) => boolean): Promise<LogLine> {
    const found = lines.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const watcher = (written: LogLine) => {
        if (!matches(written)) return;
        watchers.delete(watcher);
        resolve(written);
      };
      watchers.add(watcher);
      void exited.then((code) => {
        if (!watchers.delete(watcher)) return;
        reject(new Error(`the server exited (code ${code}) before the log line awaited:\n${stderr}`));
      });
    });
  }

  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  const listening: { pid: number; origin: string }[] = [];
  await new Promise<void>((resolve, reject) => {
    const watcher = (written: LogLine) => {
      const match = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(written.msg);
      if (match) listening.push({ pid: written.pid, origin: match[1]! });
      if (listening.length === workers) {
        watchers.delete(watcher);
        resolve();
      }
    };
    watchers.add(watcher);
    void exited.then((code) =>
      reject(new Error(`the api exited (code ${code}) before listening:\n${stderr}`)),
    );
  });
  const origin = listening[0]!.origin;

  return {
    origin,
    port: Number(new URL(origin).port),
    listeners: listening.map((listener) => listener.pid),
    lines,
    get stderr() {
      return stderr;
    },
    line,
    signal: (signal) => child.kill(signal),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
