// pnpm --filter @firm/web test:prerender-cache (pnpm test:e2e runs it, after the build): the prerender task as turbo
// runs it for `pnpm start`, once without a browser and once with one. Whether a browser was there is part of the
// task's cache key (docs/decisions/029), so neither run replays the other's result: a first start on a machine
// without Chromium does not leave every later start serving pages that are not prerendered.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { webRoot } from './production-server.mjs';

const repoRoot = path.resolve(webRoot, '../..');
const dist = path.join(webRoot, 'dist');
const homePage = path.join(dist, 'prerendered', 'index.html');
const portalShell = path.join(dist, 'portal-shell.html');

/** What the prerender writes; each run starts without it, so what a run leaves is its own (or its replay). */
function removePrerenderedFiles() {
  for (const output of ['prerendered', 'portal-shell.html', 'portal-shells'])
    rmSync(path.join(dist, output), { recursive: true, force: true });
}

/** `turbo run prerender` for the web app, as `pnpm start` runs it, with CHROME_PATH as given (unset for none). */
function runPrerenderTask(chromePath) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
  delete env.CHROME_PATH;
  if (chromePath !== undefined) env.CHROME_PATH = chromePath;
  const run = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'turbo'),
    ['run', 'prerender', '--filter=@firm/web', '--ui=stream'],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  const output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, output);
  return output;
}

test('a start whose browser is there but does not run skips the prerender, saying why, and succeeds', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'broken-chromium-'));
  const broken = path.join(dir, 'chromium');
  writeFileSync(broken, '#!/bin/sh\necho "chromium: error while loading shared libraries" >&2\nexit 127\n', {
    mode: 0o755,
  });
  try {
    removePrerenderedFiles();
    const output = runPrerenderTask(broken);
    assert.match(output, /prerender browser: unusable at /);
    assert.match(
      output,
      /does not run \(chromium: error while loading shared libraries\); pages will render/,
    );
    assert.equal(existsSync(homePage), false, 'no page is prerendered with a browser that does not run');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a start without a browser, then one with it: the second prerenders the public pages', () => {
  removePrerenderedFiles();
  const withoutBrowser = runPrerenderTask('/nonexistent/chromium');
  assert.match(withoutBrowser, /no Chromium at \/nonexistent\/chromium/);
  assert.equal(existsSync(homePage), false, 'no page is prerendered without a browser');

  removePrerenderedFiles();
  runPrerenderTask(process.env.CHROME_PATH);
  assert.equal(existsSync(homePage), true, 'the start with a browser prerenders the home page');
  const html = readFileSync(homePage, 'utf8');
  assert.match(html, /<div id="root" data-prerendered="\/"><[^>]+>/, 'the page arrives with its content');
  assert.match(html, /<h1[ >]/);
});

test('a start that finds its prerender in the cache gets all of it back: the pages and the portal shells', () => {
  runPrerenderTask(process.env.CHROME_PATH);
  removePrerenderedFiles();
  const replayed = runPrerenderTask(process.env.CHROME_PATH);
  assert.match(replayed, /@firm\/web:prerender: cache hit/);
  assert.equal(existsSync(homePage), true, 'the prerendered pages come back');
  assert.equal(existsSync(portalShell), true, 'the portal shell comes back');
  assert.equal(
    existsSync(path.join(dist, 'portal-shells', 'client', 'report-library', 'index.html')),
    true,
    "the Report Library's shell comes back",
  );
});
