// The Chromium builds the scripts and the browser tests drive: Debian's packages, since nothing can be downloaded here.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/**
 * What Lighthouse measures the pages in (`pnpm perf:web`): the full browser, as a visitor has it. CHROME_PATH names
 * another.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? CHROMIUM;

/**
 * What the browser tests, the prerender and the script budget drive: Chromium's headless shell, made for automation
 * (it draws no browser window of its own: the browser tests take about half the time they take in the full browser
 * on two cores), or the full browser where the shell is not installed. CHROME_PATH names another.
 */
export const AUTOMATION_BROWSER_PATH =
  process.env.CHROME_PATH ??
  (existsSync(HEADLESS_SHELL) || !existsSync(CHROMIUM) ? HEADLESS_SHELL : CHROMIUM);

/** The flags every launch needs on these machines. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
