// After `vite build`: load each public page of the production server in Chromium and keep its rendered HTML, so
// the server can send the page's content before any JavaScript runs (DESIGN §4: HTML that already holds the page).
// Without a Chromium the step is skipped: the site works the same, its first paint just waits for the scripts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGE_PATHS } from '@firm/domain';
import { chromium } from '@playwright/test';
import Beasties from 'beasties';
import { APP_LOADER_SCRIPT } from './app-loader.mjs';
import { AUTOMATION_BROWSER_PATH, CHROMIUM_FLAGS, findAutomationBrowser } from './browsers.mjs';
import { EARLY_INPUT_SCRIPT } from './early-input.mjs';
import { demoClientCookies, startProductionServer, webRoot } from './production-server.mjs';

const dist = path.join(webRoot, 'dist');
const outDir = path.join(dist, 'prerendered');
const port = Number(process.env.PRERENDER_PORT ?? 4330);

const { problem } = findAutomationBrowser();
if (problem) {
  console.warn(`prerender: ${problem}; pages will render in the browser only.`);
  process.exit(0);
}
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('prerender: build the web app first');

rmSync(outDir, { recursive: true, force: true });
/** The portal's page shell: index.html, with the code every portal page loads named up front (see writePortalShell). */
const portalShellFile = path.join(dist, 'portal-shell.html');
/** The shells of the sampled portal pages, each naming its own code too: portal-shells/<path>/index.html. */
const portalShellsDir = path.join(dist, 'portal-shells');
rmSync(portalShellFile, { force: true });
rmSync(portalShellsDir, { recursive: true, force: true });

const { origin, stop } = await startProductionServer(port);

/** Loads a page until its heading shows; a second try absorbs a cold start (first compile, first query). */
async function renderPage(page, pagePath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => typeof window.renderPrerendered === 'function');
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

/**
 * A prerendered page carries the rules its own markup uses in a <style> of its head, so its first paint waits for
 * no stylesheet request (docs/decisions/027). The whole stylesheet is named `disabled`, so it is not asked for
 * before that paint; the app loader applies it after (scripts/app-loader.mjs). Without scripts, the <noscript>
 * link applies it.
 */
const criticalStyles = new Beasties({
  path: dist,
  publicPath: '/',
  // beasties' deferred link (media="print") and the inline script that switches it; both are rewritten below.
  preload: 'media-script',
  pruneSource: false,
  reduceInlineStyles: false,
  fonts: false,
  logLevel: 'warn',
});
/** beasties' own switch to the whole stylesheet: the app loader does it, after the first paint. */
const BEASTIES_SWITCH = /<script>[^<]*data-beasties-media[^<]*<\/script>/;
const BEASTIES_DEFERRED_LINK = ' media="print" data-beasties-media="all"';

async function withCriticalStyles(html) {
  const inlined = await criticalStyles.process(html);
  if (!BEASTIES_SWITCH.test(inlined) || !inlined.includes(BEASTIES_DEFERRED_LINK))
    throw new Error(
      'prerender: the critical styles were not inlined as expected (see beasties preload "media-script")',
    );
  return inlined
    .replace(BEASTIES_SWITCH, '')
    .replace(' data-beasties-container', '')
    .replaceAll(BEASTIES_DEFERRED_LINK, ' disabled');
}

/** The app's entry script and the modules it imports, as index.html names them (the entry first). */
const APP_SCRIPT_TAGS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page paints without the app (docs/decisions/027): instead of the script tags, which the browser
 * would ask for ahead of that paint, the page names the scripts in a meta element and runs the app loader inline,
 * which asks for them once the page has painted. Before it, inline too, the script that keeps what the visitor
 * does until the app has started (docs/decisions/031).
 */
function withAppLoadedAfterPaint(html) {
  const tags = [...html.matchAll(APP_SCRIPT_TAGS)];
  if (tags[0]?.[1] === undefined)
    throw new Error('prerender: index.html names no app entry to load after the first paint');
  const scripts = tags.map((match) => match[1] ?? match[2]);
  return html
    .replace(APP_SCRIPT_TAGS, '')
    .replace(
      '</head>',
      `<meta name="app-scripts" content="${scripts.join(' ')}">\n<script>${EARLY_INPUT_SCRIPT}</script>\n<script>${APP_LOADER_SCRIPT}</script>\n</head>`,
    );
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The title, meta and link elements React's server renderer writes ahead of a page's markup (lib/document-head.tsx). */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * The page's head elements, which React writes first, and the markup it hydrates. They go into the page's <head>,
 * where the app's React takes them over when it renders the same ones.
 */
function splitHoisted(rendered) {
  const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
  return { hoisted, markup: rendered.slice(hoisted.length) };
}

/** Portal pages whose common code makes the portal's frame (the API client, the queries, the portal layout). */
const PORTAL_SAMPLE_PAGES = ['/client/report-library', '/client/profile'];

/**
 * A portal page is not prerendered: it is the app shell, whose boot script finds the app's code, which finds the
 * page's route, whose loader finds the API client, one round trip after another before the page can ask for its
 * data. The shell the server sends for /client pages (portal-shell.html) names the scripts every portal page loads
 * as module preloads, so the browser fetches them together with the boot script: the code each portal page loads,
 * signed in as the demo client, less what index.html already names. Each sampled page gets a shell of its own
 * that also names the page's own code (portal-shells/<path>/index.html): the route's code then arrives with the
 * rest instead of a round trip after it.
 */
async function writePortalShell(browser) {
  const context = await browser.newContext();
  await context.addCookies(await demoClientCookies(origin));
  const page = await context.newPage();
  const loadedBy = new Map();
  for (const pagePath of PORTAL_SAMPLE_PAGES) {
    const scripts = new Set();
    const listener = (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !template.includes(`"${pathname}"`))
        scripts.add(pathname);
    };
    page.on('request', listener);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    page.off('request', listener);
    if (new URL(page.url()).pathname !== pagePath)
      throw new Error(`prerender: ${pagePath} did not open signed in`);
    loadedBy.set(pagePath, scripts);
  }
  await context.close();
  const [first, ...others] = loadedBy.values();
  const common = [...first].filter((script) => others.every((scripts) => scripts.has(script)));
  const shellNaming = (scripts) =>
    template.replace(
      '</head>',
      `${scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('\n')}\n</head>`,
    );
  writeFileSync(portalShellFile, shellNaming(common));
  for (const [pagePath, scripts] of loadedBy) {
    const own = [...scripts].filter((script) => !common.includes(script));
    const file = path.join(portalShellsDir, pagePath, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, shellNaming([...common, ...own]));
    console.log(`portal shell of ${pagePath}: ${own.length} scripts of its own`);
  }
  console.log(`portal shell: ${common.length} scripts preloaded`);
}

try {
  const browser = await chromium.launch({ executablePath: AUTOMATION_BROWSER_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  // Asks the app for its server renderer's markup (src/prerender.ts).
  await page.addInitScript(() => {
    window.prerendering = true;
  });
  for (const pagePath of PRERENDERED_PAGE_PATHS) {
    await renderPage(page, pagePath);
    const { rendered, links } = await page.evaluate(() => ({
      // As the server renderer writes it, which hydration reads (src/prerender.ts).
      rendered: window.renderPrerendered(),
      // Stylesheets the app added to <head> while loading the route: the page needs them before its first paint,
      // or it would paint unstyled and shift. (The build emits one stylesheet, already in index.html.) Code chunks
      // are left out on purpose: the boot script loads them after the first paint.
      links: [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => ({
        rel: link.rel,
        // Same-origin paths: the browser resolved them against the prerender server.
        href: new URL(link.href).pathname,
      })),
    }));
    const { hoisted, markup } = splitHoisted(rendered);
    if (!hoisted.includes('<title>')) throw new Error(`prerender: ${pagePath} rendered no <title>`);
    const head = [
      hoisted,
      ...links
        .filter((link) => !template.includes(`href="${link.href}"`))
        .map((link) => `<link rel="${link.rel}" crossorigin href="${link.href}">`),
    ];
    const file = path.join(outDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    const html = template
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${head.join('\n')}\n</head>`)
      // The app hydrates this markup when it opens this very path (src/main.tsx). Its forms are inert, so that a page
      // without scripts cannot submit them to its own address; the early input script opens them (docs/decisions/031).
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${escapeAttribute(pagePath)}">${markup.replaceAll('<form ', '<form inert ')}</div>`,
      );
    writeFileSync(file, await withCriticalStyles(withAppLoadedAfterPaint(html)));
    console.log(`prerendered ${pagePath}`);
  }
  await writePortalShell(browser);
  await browser.close();
} finally {
  stop();
}
