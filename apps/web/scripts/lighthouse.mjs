// pnpm perf:web: Lighthouse 12 (mobile settings, Debian Chromium) on the production build: the median of
// PERF_RUNS runs (3) per page, every report kept in perf-reports/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer, webRoot } from './production-server.mjs';

const reportsDir = path.join(webRoot, 'perf-reports');
const port = Number(process.env.PERF_PORT ?? 4320);
const lighthouseBin = path.join(webRoot, 'node_modules', '.bin', 'lighthouse');
// Pages to measure may be named on the command line (pnpm passes a '--' through; it is not a page).
const named = process.argv.slice(2).filter((arg) => arg !== '--');
const pages = named.length ? named : ['/', '/about/who-we-are', '/services/reports', '/reports', '/contact'];
/** Lighthouse varies from run to run; like its own guidance, report the median of several runs per page. */
const RUNS = Number(process.env.PERF_RUNS ?? 3);

const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

function slug(page) {
  return page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '-');
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

const { origin, stop } = await startProductionServer(port);

/** One Lighthouse run of a page: its JSON report, also kept on disk. */
function lighthouse(page, output) {
  const run = spawnSync(
    lighthouseBin,
    [
      `${origin}${page}`,
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`, { cause: run.error });
  return JSON.parse(readFileSync(output, 'utf8'));
}

const rows = [];
try {
  mkdirSync(reportsDir, { recursive: true });
  for (const page of pages) {
    const reports = [];
    for (let run = 1; run <= RUNS; run += 1) {
      reports.push(lighthouse(page, path.join(reportsDir, `${slug(page)}-run${run}.json`)));
    }
    // The median run by performance score stands for the page; its report is also kept as <page>.json.
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    writeFileSync(path.join(reportsDir, `${slug(page)}.json`), JSON.stringify(report));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const resources = report.audits['resource-summary']?.details?.items ?? [];
    const script = resources.find((item) => item.resourceType === 'script');
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS (transfer)': kib(script?.transferSize ?? 0),
      LCP: report.audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: report.audits['total-blocking-time']?.displayValue ?? '',
      CLS: report.audits['cumulative-layout-shift']?.displayValue ?? '',
      'runs (perf)': reports.map((r) => Math.round(r.categories.performance.score * 100)).join(' '),
    });
  }
} finally {
  stop();
}

console.table(rows);
console.log(`Reports: ${reportsDir}`);
const failing = rows.filter(
  (row) => row.performance < 95 || row.accessibility < 100 || row['best-practices'] < 100 || row.seo < 100,
);
if (failing.length)
  console.log(`Below target (perf 95, others 100): ${failing.map((row) => row.page).join(', ')}`);
