// pnpm --filter @firm/web budget: the script each prerendered public page transfers on a first visit, measured on
// the production build in Chromium without a cache (compressed bodies and response headers, as Lighthouse counts
// them), and the entry: the scripts every page loads. Fails when any exceeds its budget in script-budgets.json
// (docs/decisions/019). Run after `pnpm build` and the prerender (pnpm test:e2e runs it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGE_PATHS } from '@firm/domain';
import { chromium } from '@playwright/test';
import { AUTOMATION_BROWSER_PATH, CHROMIUM_FLAGS } from './browsers.mjs';
import { startProductionServer, webRoot } from './production-server.mjs';

const budgets = JSON.parse(readFileSync(path.join(webRoot, 'scripts', 'script-budgets.json'), 'utf8'));
const port = Number(process.env.BUDGET_PORT ?? 4340);
const KIB = 1024;

if (!existsSync(path.join(webRoot, 'dist', 'prerendered', 'index.html')))
  throw new Error(
    'script budget: build and prerender the web app first (pnpm build, then its prerender task)',
  );

/** The budget of a page in KiB: its own, or the one for every page. */
const budgetOf = (pagePath) => budgets.pages[pagePath] ?? budgets.pages.default;

/** Every script the page transfers until it is idle and the app has started, with its size in bytes. */
async function scriptsOf(browser, origin, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        scripts.set(new URL(request.url()).pathname, responseBodySize + responseHeadersSize);
      }),
    );
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(sizes);
  await context.close();
  return scripts;
}

const total = (scripts) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

const { origin, stop } = await startProductionServer(port);
const rows = [];
let entry;
try {
  const browser = await chromium.launch({ executablePath: AUTOMATION_BROWSER_PATH, args: CHROMIUM_FLAGS });
  // Every prerendered page is a page a visitor lands on.
  for (const pagePath of PRERENDERED_PAGE_PATHS) {
    const scripts = await scriptsOf(browser, origin, pagePath);
    entry = entry ? new Map([...entry].filter(([script]) => scripts.has(script))) : new Map(scripts);
    rows.push({
      page: pagePath,
      scripts: scripts.size,
      KiB: total(scripts) / KIB,
      budget: budgetOf(pagePath),
    });
  }
  await browser.close();
} finally {
  stop();
}

rows.push({
  page: '(entry: on every page)',
  scripts: entry.size,
  KiB: total(entry) / KIB,
  budget: budgets.entry,
});
console.table(
  rows.map((row) => ({
    page: row.page,
    scripts: row.scripts,
    'KiB transferred': row.KiB.toFixed(1),
    'budget KiB': row.budget,
    '': row.KiB > row.budget ? 'OVER' : '',
  })),
);
const over = rows.filter((row) => row.KiB > row.budget);
if (over.length) {
  console.error(`Over the script budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
