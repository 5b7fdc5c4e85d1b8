import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The server names each page's canonical URL in the HTML it sends; after a navigation inside the app, point that
 * link at the new path (same origin), so the document always describes itself.
 */
export function useCanonicalLink(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link) link.href = new URL(pathname, link.href).href;
  }, [pathname]);
}
