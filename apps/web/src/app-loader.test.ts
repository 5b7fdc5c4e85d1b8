import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterPaint } from '../scripts/app-loader.mjs';

/** The paint observer the loader makes, standing in for the browser's: the test tells it when the page painted. */
class FakePaintObserver {
  static current: FakePaintObserver | undefined;
  static refuses = false;
  disconnected = false;
  constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {
    if (FakePaintObserver.refuses) throw new TypeError('paint timing is not supported');
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  }
}

const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const stylesheet = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;

describe('the app loader of a prerendered page (docs/decisions/027)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    FakePaintObserver.refuses = false;
    document.head.innerHTML = `
      <link rel="stylesheet" href="/assets/style.css" disabled>
      <meta name="app-scripts" content="/assets/index.js /assets/runtime.js /assets/web.js">`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('asks for nothing until the page has painted, then for the stylesheet and the app’s scripts, once', () => {
    startAppAfterPaint(3000);
    FakePaintObserver.current!.paint('first-paint');
    expect(entryScripts()).toEqual([]);
    expect(stylesheet().hasAttribute('disabled')).toBe(true);

    FakePaintObserver.current!.paint('first-contentful-paint');
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index.js']);
    expect(preloads()).toEqual(['/assets/runtime.js', '/assets/web.js']);
    expect(stylesheet().hasAttribute('disabled')).toBe(false);
    expect(FakePaintObserver.current!.disconnected).toBe(true);

    // A late report, or the wait limit running out after all, starts nothing more.
    FakePaintObserver.current!.paint('first-contentful-paint');
    vi.advanceTimersByTime(3000);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it('starts the app all the same when no paint is reported within the wait limit', () => {
    startAppAfterPaint(3000);
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    expect(stylesheet().hasAttribute('disabled')).toBe(false);
  });

  it('starts the app at once in a browser without paint timing', () => {
    FakePaintObserver.refuses = true;
    startAppAfterPaint(3000);
    expect(entryScripts()).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(entryScripts()).toHaveLength(1);
  });
});
