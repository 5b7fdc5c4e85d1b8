import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle, useRouteHead } from './document-head';

function NotFound() {
  useDocumentTitle('Page not found | Firm');
  return <h1>Not found</h1>;
}

function appAt(path: string) {
  const root = createRootRoute({
    component: function Root() {
      useRouteHead();
      return <Outlet />;
    },
    notFoundComponent: NotFound,
  });
  const contact = createRoute({
    getParentRoute: () => root,
    path: '/contact',
    head: () => ({
      meta: [{ title: 'Contact | Firm' }, { name: 'description', content: 'Write to us.' }],
    }),
    component: () => <h1>Contact</h1>,
  });
  const checkout = createRoute({
    getParentRoute: () => root,
    path: '/checkout',
    head: () => ({ meta: [{ title: 'Order Summary | Firm' }, { name: 'robots', content: 'noindex' }] }),
    component: () => <h1>Order</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([contact, checkout]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

afterEach(() => {
  document.title = '';
  for (const element of document.head.querySelectorAll('meta')) element.remove();
});

describe('the document head follows the page', () => {
  it("writes the route's title and description, adopting the description the server sent", async () => {
    const sent = document.createElement('meta');
    sent.name = 'description';
    sent.content = 'From the build.';
    document.head.append(sent);
    appAt('/contact');
    await expect.poll(() => document.title).toBe('Contact | Firm');
    expect(meta('description')).toBe('Write to us.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('replaces the tags on navigation and removes those the next page does not have', async () => {
    const router = appAt('/contact');
    await expect.poll(() => document.title).toBe('Contact | Firm');
    await act(() => router.navigate({ to: '/checkout' }));
    await expect.poll(() => document.title).toBe('Order Summary | Firm');
    expect(meta('robots')).toBe('noindex');
    expect(meta('description')).toBeUndefined();
    await act(() => router.navigate({ to: '/contact' }));
    await expect.poll(() => meta('robots')).toBeUndefined();
    expect(meta('description')).toBe('Write to us.');
  });

  it("gives a page no route describes its own title, over the last page's", async () => {
    const router = appAt('/contact');
    await expect.poll(() => document.title).toBe('Contact | Firm');
    await act(() => router.navigate({ to: '/nowhere' as '/contact' }));
    await expect.poll(() => document.title).toBe('Page not found | Firm');
    expect(meta('description')).toBeUndefined();
  });
});
