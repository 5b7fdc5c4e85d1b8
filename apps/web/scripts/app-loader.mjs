// What a prerendered page runs instead of naming the app's scripts in its head (docs/decisions/027): the prerender
// writes this function into the page, inline, and the server allows that script by its hash in the page's CSP.

/** How long a page waits for its first paint before it starts the app all the same. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Runs in the page. The page paints from its HTML and the styles written into its head alone, with no request
 * ahead of that paint; once it has painted, the whole stylesheet applies and the app's scripts are asked for: the
 * entry, and the modules it imports, together. `<meta name="app-scripts">` names them, the entry first.
 */
export function startAppAfterPaint(paintWaitLimitMs) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const link of document.querySelectorAll('link[rel="stylesheet"][disabled]'))
      link.removeAttribute('disabled');
    const [entry, ...imported] = document.querySelector('meta[name="app-scripts"]').content.split(' ');
    for (const href of imported) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  // A browser without paint timing, or a paint that never comes, must not keep the app from starting.
  const timer = setTimeout(start, paintWaitLimitMs);
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
}

/** The inline script that runs it. */
export const APP_LOADER_SCRIPT = `(${startAppAfterPaint})(${PAINT_WAIT_LIMIT_MS})`;
