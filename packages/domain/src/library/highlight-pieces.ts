import type { Highlight } from './archive.js';

// Apart from the archive's schemas (archive.ts): the archive page draws its results without loading zod (issue 18).

/** A highlight cut into plain and matched pieces, in order, for rendering (`<mark>` for `match: true`). */
export function highlightPieces(highlight: Highlight): { text: string; match: boolean }[] {
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  const ranges = [...highlight.matches].sort((a, b) => a.start - b.start);
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    const to = Math.min(end, highlight.text.length);
    if (to <= from) continue;
    if (from > at) pieces.push({ text: highlight.text.slice(at, from), match: false });
    pieces.push({ text: highlight.text.slice(from, to), match: true });
    at = to;
  }
  if (at < highlight.text.length) pieces.push({ text: highlight.text.slice(at), match: false });
  return pieces;
}
