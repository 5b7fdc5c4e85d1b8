import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * Public pages arrive prerendered and the app takes over a moment later (src/boot.ts). Every `page.goto` waits for
 * that moment (`html[data-app-ready]`), so a test acts on the running app, as a person does once it answers. A blank
 * page (leaving the app) has no app to wait for.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!url.startsWith('about:'))
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
