import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests for what `pattern` matches, as a slow network would, until the function it
 * answers is called: then they go on.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
