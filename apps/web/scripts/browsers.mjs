// The Chromium builds the scripts and the browser tests drive: Debian's packages, since nothing can be downloaded here.
import { execFileSync } from 'node:child_process';
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

/**
 * Whether the automation browser can be driven: its `--version` (`problem` null), or why not, in words for the log:
 * there is none at its path, or it is there but does not run (a broken install, a missing library). The prerender
 * skips without one (docs/decisions/029), so `pnpm start` works either way.
 */
export function findAutomationBrowser() {
  if (!existsSync(AUTOMATION_BROWSER_PATH))
    return { version: null, problem: `no Chromium at ${AUTOMATION_BROWSER_PATH}` };
  try {
    const version = execFileSync(AUTOMATION_BROWSER_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    }).trim();
    return { version, problem: null };
  } catch (error) {
    const reason = `${error.stderr ?? ''}`.trim().split('\n')[0] || error.message.split('\n')[0];
    return { version: null, problem: `the Chromium at ${AUTOMATION_BROWSER_PATH} does not run (${reason})` };
  }
}

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
