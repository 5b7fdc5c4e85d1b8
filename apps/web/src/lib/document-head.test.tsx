import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteHead } from './document-head';

function NotFound() {
  return (
    <>
      <title>Page not found | Firm</title>
      <h1>Not found</h1>
    </>
  );
}

function appAt(path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <RouteHead />
        <Outlet />
      </>
    ),
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
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/broken',
    head: () => ({ meta: [{ title: 'Broken | Firm' }] }),
    component: () => {
      throw new Error('This page fails to render');
    },
    errorComponent: () => (
      <>
        <title>Page error | Firm</title>
        <h1>Error</h1>
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([contact, checkout, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  for (const element of document.head.querySelectorAll('title, meta')) element.remove();
});

describe('the document head follows the page', () => {
  it("writes the route's title and description, taking over those the prerendered page was sent with", async () => {
    const sentTitle = document.createElement('title');
    sentTitle.textContent = 'Contact | Firm';
    const sentDescription = document.createElement('meta');
    sentDescription.name = 'description';
    sentDescription.content = 'Write to us.';
    document.head.append(sentTitle, sentDescription);
    appAt('/contact');
    await expect.poll(() => meta('description')).toBe('Write to us.');
    expect(document.title).toBe('Contact | Firm');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.body.querySelector('title, meta')).toBeNull();
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

  it("shows the error page's title over the title of the page that failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appAt('/broken');
    await expect.poll(() => document.title).toBe('Page error | Firm');
    expect(document.head.querySelectorAll('title')).toHaveLength(2);
  });
});
