// Turbo task `prerender:browser`, run before every prerender and never cached: writes the browser the prerender will
// find (its path and version, or none) into .prerender-browser, which the prerender task hashes once this has run
// (turbo.json). The prerender's cache key thus tells a machine with Chromium from one without: a prerender skipped
// for want of a browser is not replayed once one is installed (docs/decisions/029). A browser that is there but does
// not run is recorded as unusable, not a failure: the prerender skips then too, and `pnpm start` goes on.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTOMATION_BROWSER_PATH, findAutomationBrowser } from './browsers.mjs';

const { version, problem } = findAutomationBrowser();
// The key's words stay the same from run to run; the log says why.
const browser = version
  ? `${AUTOMATION_BROWSER_PATH}: ${version}`
  : existsSync(AUTOMATION_BROWSER_PATH)
    ? `unusable at ${AUTOMATION_BROWSER_PATH}`
    : `none at ${AUTOMATION_BROWSER_PATH}`;
writeFileSync(path.join(import.meta.dirname, '..', '.prerender-browser'), `${browser}\n`);
console.log(`prerender browser: ${browser}${problem ? ` (${problem})` : ''}`);
