/** Text someone typed, for a LIKE/ILIKE pattern: its wildcards (`%`, `_`) and backslashes are matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
