/**
 * The code of a search's results (archive-results.tsx): loaded with the first search, by the route's loader when
 * the page opens on one, or as the visitor turns to the search box.
 */
export const loadArchiveResults = () => import('./archive-results');
