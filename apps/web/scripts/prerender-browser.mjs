// Turbo task `prerender:browser`, run before every prerender and never cached: writes the browser the prerender will
// find (its path and version, or none) into .prerender-browser, which the prerender task hashes once this has run
// (turbo.json). The prerender's cache key thus tells a machine with Chromium from one without: a prerender skipped
// for want of a browser is not replayed once one is installed (docs/decisions/029).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTOMATION_BROWSER_PATH } from './browsers.mjs';

const browser = existsSync(AUTOMATION_BROWSER_PATH)
  ? `${AUTOMATION_BROWSER_PATH}: ${execFileSync(AUTOMATION_BROWSER_PATH, ['--version'], { encoding: 'utf8' }).trim()}`
  : `none at ${AUTOMATION_BROWSER_PATH}`;
writeFileSync(path.join(import.meta.dirname, '..', '.prerender-browser'), `${browser}\n`);
console.log(`prerender browser: ${browser}`);
