import type { AriaAttributes } from 'react';

/**
 * The router's `<Link>` marks the link to the page shown itself (`aria-current="page"`, `data-status`), from the
 * location it reads each time it renders. The link props of a ui component (SectionNav) carry a mark of their own,
 * worked out by the page from what it shows. A page leaves the mark to the router with this, so one owner writes
 * the attribute: with two, the web build's Preact (decision 020) was seen to leave the previous page's link marked
 * after a navigation, the link having written its page's earlier mark back. `keepOwnMark` is for a page the router
 * cannot match, one shown under another page's link.
 */
export function leaveCurrentMarkToRouter<Props extends Pick<AriaAttributes, 'aria-current'>>(
  { 'aria-current': ownMark, ...props }: Props,
  keepOwnMark: boolean,
) {
  return { ...props, 'aria-current': keepOwnMark ? ownMark : undefined };
}
