import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * React's words for markup it could not hydrate (in production, its numbered errors: 418 a mismatch, 419–425 the
 * boundaries and text it drew afresh instead).
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Public pages arrive prerendered and the app takes over a moment later (src/boot.ts). Every `page.goto` waits for
 * that moment (`html[data-app-ready]`), so a test acts on the running app, as a person does once it answers. A blank
 * page (leaving the app) has no app to wait for.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    // No journey may end with markup the app could not take over (issue 41): React would have drawn it afresh.
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
        hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(String(error))) hydrationErrors.push(String(error));
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!url.startsWith('about:'))
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    expect(hydrationErrors, 'hydration errors in the browser').toEqual([]);
  },
});
