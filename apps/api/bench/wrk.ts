import { spawn } from 'node:child_process';

/** One wrk run's figures. */
export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx and 3xx, and socket errors (connect, read, write, timeout): 0 in a valid run. */
  failures: number;
  /** wrk's own lines, to show when a run failed. */
  output: string;
}

export interface WrkRun {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (the login's POST body). */
  script?: string;
  env?: NodeJS.ProcessEnv;
}

function wrk(args: string[], env: NodeJS.ProcessEnv | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`)),
    );
  });
}

/** wrk prints latencies as 812.00us, 1.53ms, 2.01s or 1.00m. */
export function parseDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk duration: "${text}"`);
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    match[2] as 'us' | 'ms' | 's' | 'm'
  ];
}

/** The figures of wrk's `--latency` output. */
export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk printed no ${pattern.source}:\n${output}`);
    return match[1]!;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(number(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: parseDuration(number(/\s50%\s+(\S+)/)),
    p99Ms: parseDuration(number(/\s99%\s+(\S+)/)),
    failures:
      Number(non2xx?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    output,
  };
}

/** A warm-up as long as `warmupSeconds`, not measured, then the measured run. */
export async function runWrk(run: WrkRun, warmupSeconds: number): Promise<WrkResult> {
  const threads = Math.min(2, run.connections);
  const args = [`-t${threads}`, `-c${run.connections}`, '--timeout', '30s'];
  for (const [name, value] of Object.entries(run.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (run.script) args.push('-s', run.script);
  // A script may tell the two apart (WRK_PHASE): search-words.lua asks other words in each.
  await wrk([...args, `-d${warmupSeconds}s`, run.url], { ...run.env, WRK_PHASE: 'warmup' });
  return parseWrk(
    await wrk([...args, `-d${run.durationSeconds}s`, '--latency', run.url], {
      ...run.env,
      WRK_PHASE: 'measure',
    }),
  );
}
