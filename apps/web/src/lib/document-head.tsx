import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';

/** The head a page asks for: its title and its named meta tags (description, robots). */
interface DocumentHead {
  title?: string;
  meta: Record<string, string>;
}

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

/**
 * The document's title and named meta tags, from the routes' `head()` options. React puts them into the document's
 * head, and takes over those the prerendered page was sent with (scripts/prerender.mjs writes them there); a tag the
 * next page does not have leaves with it. A page that shows its own title (not found, an error) renders it after this
 * one, and the document takes the later.
 */
export function RouteHead() {
  // A string, so the head renders again when it changes, not at every change of the router's state.
  const serialized = useRouterState({ select: (state) => JSON.stringify(headOf(state.matches)) });
  const { title, meta } = useMemo(() => JSON.parse(serialized) as DocumentHead, [serialized]);
  return (
    <>
      {title === undefined ? null : <title>{title}</title>}
      {Object.entries(meta).map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
    </>
  );
}
