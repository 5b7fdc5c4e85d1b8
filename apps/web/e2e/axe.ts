import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end, so axe judges the colours
 * a reader sees rather than a frame half-way through, then expects no violation.
 *
 * axe runs in the page in one pass (its legacy mode): by default it opens a blank page of its own to gather the
 * frames' results, which doubled each check's time, and our pages have no frames.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
