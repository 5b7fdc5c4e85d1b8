/**
 * The page's only script tag. A prerendered page already holds its content: let the browser paint it from the
 * HTML and CSS before the app's code is even requested, so on a slow connection nothing competes with that first
 * paint (measured with pnpm perf:web). A page that is not prerendered has nothing to paint: start at once.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // A browser without paint timing, or a paint that never comes, must not keep the app from starting.
    const timer = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

// No top-level await here or in the app: it would turn off the bundler's merging of chunks (a page's first load
// would arrive in dozens of small requests).
const painted = document.getElementById('root')?.hasChildNodes() ? firstContentfulPaint() : Promise.resolve();
void painted.then(() => import('./main'));
