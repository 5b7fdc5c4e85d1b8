import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReportPdfLimits } from '@firm/domain';
import pLimit from 'p-limit';
import type { PdfTextAnswer, PdfTextReady, PdfTextRequest } from './pdf-text-process.js';

/** One of what reading a PDF may take: its pages and text, the reading's heap in MB and its time in seconds. */
export type PdfLimit = keyof ReportPdfLimits;

/** A PDF over one of its reading's limits: `allowed` is that limit, `found` the pages of a document over the cap. */
export class PdfOverLimitError extends Error {
  constructor(
    readonly limit: PdfLimit,
    readonly allowed: number,
    readonly found?: number,
  ) {
    super(`The PDF is over its reading's ${limit} limit (${allowed}).`);
    this.name = 'PdfOverLimitError';
  }
}

/** pdf.js could not read the file: `message` is its reason. */
export class PdfUnreadableError extends Error {
  override name = 'PdfUnreadableError';
}

/** A PDF's text, read within the reader's limits (pdf-text.ts says how it is joined and tidied). */
export type PdfTextReader = (bytes: Uint8Array) => Promise<string>;

/**
 * Readings at once: each holds up to its heap cap, so a server takes at most this many of them in memory however
 * many PDFs arrive together; the others wait their turn (the time limit starts with the reading).
 */
const READINGS_AT_ONCE = 2;

/**
 * How long a reading process may take to start and load pdf.js, which is the same for every file (about a second
 * from the sources on a busy machine): the time limit for the file starts after it.
 */
const START_SECONDS = 30;

/** Enough of what the reading process wrote on stderr to tell running out of heap from other ends. */
const STDERR_KEPT = 8 * 1024;

/**
 * The reading process's entry. From the sources (tsx, Vitest) it is the TypeScript file beside this one, run
 * through tsx's loader; in the bundle, tsup.config.ts emits it beside server.js and cli.js, where this code lands.
 */
function readingProcess(): { modulePath: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const modulePath = fileURLToPath(
    new URL(`./pdf-text-process.${fromSources ? 'ts' : 'js'}`, import.meta.url),
  );
  if (!fromSources) return { modulePath, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { modulePath, execArgv: ['--import', tsx] };
}

/**
 * One PDF read in a process of its own: pdf.js inflates compressed streams without bound, and a small file can
 * expand to gigabytes or minutes of work. The process's heap is capped and it is killed at the time limit, so the
 * server keeps its memory and its one thread. Not a worker thread: a worker's resourceLimits stop many small
 * allocations, but a single large one (pdf.js growing one array for a long string) aborts the whole process
 * (nodejs/node#47224), which a crafted file of some kilobytes reaches. The process gets no environment, so no
 * secrets; it is started anew for each PDF, so each starts from an empty heap.
 */
function readInProcess(bytes: Uint8Array, limits: ReportPdfLimits): Promise<string> {
  const { modulePath, execArgv } = readingProcess();
  return new Promise<string>((resolve, reject) => {
    const child = fork(modulePath, [], {
      execArgv: [...execArgv, `--max-old-space-size=${limits.memoryMb}`],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const request: PdfTextRequest = {
      bytes,
      bounds: { pages: limits.pages, characters: limits.characters },
    };
    let settled = false;
    let stopped: 'starting' | 'reading' | undefined;
    let stderr = '';
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const stopAfter = (seconds: number, stage: 'starting' | 'reading') =>
      setTimeout(() => {
        stopped = stage;
        child.kill('SIGKILL');
      }, seconds * 1000);
    let timer = stopAfter(START_SECONDS, 'starting');

    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.slice(0, STDERR_KEPT - stderr.length);
    });
    child.on('message', (message: PdfTextReady | PdfTextAnswer) => {
      if ('ready' in message) {
        clearTimeout(timer);
        timer = stopAfter(limits.seconds, 'reading');
        // A process that ended before taking the request is answered by 'close'.
        child.send(request, () => {});
        return;
      }
      settle(() => {
        if ('text' in message) resolve(message.text);
        else if ('unreadable' in message) reject(new PdfUnreadableError(message.unreadable));
        else if (message.over === 'pages') {
          reject(new PdfOverLimitError('pages', limits.pages, message.pages));
        } else reject(new PdfOverLimitError('characters', limits.characters));
      });
    });
    // The process could not be started at all.
    child.on('error', (error) => settle(() => reject(error)));
    child.on('close', (code, signal) =>
      settle(() => {
        if (stopped === 'reading') reject(new PdfOverLimitError('seconds', limits.seconds));
        else if (stopped === 'starting') {
          reject(new Error(`the PDF reading process did not start within ${START_SECONDS} seconds`));
        }
        // V8 aborts the process when the heap cap is reached.
        else if (signal === 'SIGABRT' || /heap out of memory/i.test(stderr)) {
          reject(new PdfOverLimitError('memoryMb', limits.memoryMb));
        } else {
          reject(
            new Error(
              `the PDF reading process ended without an answer (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
            ),
          );
        }
      }),
    );
  });
}

/** Reads PDFs' text within `limits`, each in a process of its own, READINGS_AT_ONCE at a time. */
export function createPdfTextReader(limits: ReportPdfLimits): PdfTextReader {
  const queue = pLimit(READINGS_AT_ONCE);
  return (bytes) => queue(() => readInProcess(bytes, limits));
}
