import { SERVED_DATA_ELEMENT_ID } from '@firm/domain';
import type { Page } from '@playwright/test';

const SERVED = new RegExp(`<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">.*?</script>`, 's');

/**
 * Sends the page at `url` as the server sends it when it cannot read the answers it writes in (issue 18, decisions
 * 021 and 025): without them, so the page asks the API.
 */
export async function withoutServedData(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(SERVED, '') });
  });
}
