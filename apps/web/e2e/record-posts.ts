import type { Page } from './fixtures';

/**
 * The bodies of the posts to `url`, oldest first. Read at interception: the API client streams its request bodies,
 * which a request event does not show.
 */
export async function recordPosts(page: Page, url: string): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(url, async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.fallback();
  });
  return bodies;
}
