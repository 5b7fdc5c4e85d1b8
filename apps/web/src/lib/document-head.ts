import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';

/** The head a page asks for: its title and its named meta tags (description, robots). */
interface DocumentHead {
  title?: string;
  meta: Record<string, string>;
}

/** Meta tags this module wrote (or adopted from the prerendered page), so it removes them when a page drops them. */
const OWNED = 'data-page-head';

/** The matched routes' `head()` meta, deepest last: a deeper route's title or named tag replaces its parent's. */
type HeadMeta = { title?: string; name?: string; content?: unknown } | undefined;

function headOf(matches: readonly { meta?: readonly HeadMeta[] }[]): DocumentHead {
  const head: DocumentHead = { meta: {} };
  for (const entry of matches.flatMap((match) => match.meta ?? [])) {
    if (typeof entry?.title === 'string') head.title = entry.title;
    else if (typeof entry?.name === 'string' && typeof entry.content === 'string')
      head.meta[entry.name] = entry.content;
  }
  return head;
}

function writeMeta(meta: Record<string, string>): void {
  for (const element of document.head.querySelectorAll(`meta[${OWNED}]`)) {
    if (!(element.getAttribute('name')! in meta)) element.remove();
  }
  for (const [name, content] of Object.entries(meta)) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${CSS.escape(name)}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.name = name;
      document.head.append(element);
    }
    element.content = content;
    element.setAttribute(OWNED, '');
  }
}

/**
 * Keeps the document's title and named meta tags on those of the routes' `head()` options, in the head itself and
 * without rendering elements for it (which only React 19 would move into the head): the page sent by the server
 * already has them, and every navigation inside the app writes the next page's. A page without a title keeps the
 * last one.
 */
export function useRouteHead(): void {
  // A string, so the effect runs when the head changes, not at every change of the router's state.
  const head = useRouterState({ select: (state) => JSON.stringify(headOf(state.matches)) });
  // A layout effect: a page's own title (useDocumentTitle, an effect) is written after it and wins.
  useLayoutEffect(() => {
    const { title, meta } = JSON.parse(head) as DocumentHead;
    if (title !== undefined) document.title = title;
    writeMeta(meta);
  }, [head]);
}

/** For a page that no route's head describes (not found, an error): its title while it shows. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
