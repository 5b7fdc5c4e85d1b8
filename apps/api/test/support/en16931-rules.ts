import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

const STYLESHEET = fileURLToPath(
  new URL('../fixtures/en16931-cii/EN16931-CII-validation.xslt', import.meta.url),
);
const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The rules compiled for SaxonJS (a SEF file), made once per version of the stylesheet with the xslt3 compiler and
 * kept in node_modules/.cache: compiling takes about fifteen seconds, running it a fraction of one.
 */
async function compiled(): Promise<unknown> {
  const source = await readFile(STYLESHEET);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const cached = join(API_ROOT, 'node_modules', '.cache', `en16931-cii-${hash}.sef.json`);
  if (!existsSync(cached)) {
    await mkdir(dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}`;
    const xslt3 = join(dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
    await promisify(execFile)(process.execPath, [xslt3, `-xsl:${STYLESHEET}`, `-export:${partial}`, '-nogo']);
    await rename(partial, cached);
  }
  return JSON.parse(await readFile(cached, 'utf8'));
}

let stylesheet: Promise<unknown> | undefined;

/** Compiles the rules now (a file's beforeAll, with time for it), so no test waits for them. */
export async function prepareEn16931Rules(): Promise<void> {
  stylesheet ??= compiled();
  await stylesheet;
}

/**
 * The EN 16931 business rules a CII e-invoice breaks, as 'BR-CO-10: the rule's text' (fatal ones only; warnings
 * are not failures of the standard); an empty list when it keeps them all.
 */
export async function en16931RuleFailures(xml: string): Promise<string[]> {
  stylesheet ??= compiled();
  const result = await SaxonJS.transform(
    { stylesheetInternal: await stylesheet, sourceText: xml, destination: 'serialized' },
    'async',
  );
  const failures = result.principalResult.matchAll(
    /<svrl:failed-assert\b([^>]*)>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g,
  );
  return [...failures]
    .filter(([, attributes]) => /flag="fatal"/.test(attributes!))
    .map(([, attributes, text]) => `${/id="([^"]+)"/.exec(attributes!)?.[1] ?? '?'}: ${text!.trim()}`);
}
