import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered story and fails with every violation's id, help text and targets.
 * Contrast is not covered here: the Storybook a11y panel checks it in a real browser.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: {
      // jsdom does no layout and no style cascade, so axe cannot compute foreground and background colours.
      'color-contrast': { enabled: false },
      // 'region' wants all content inside landmarks. A component rendered alone into a bare <div> has no page
      // around it; landmarks belong to the app's layout. Storybook's a11y addon turns it off for the same reason.
      region: { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations, 'axe found accessibility violations').toEqual([]);
}
