import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: a search waits this long after the last keystroke before it asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

const always = () => true;

/**
 * The text of a search box whose applied value lives in the URL. Typing applies the text 300 ms after the last
 * keystroke (SPEC §9) and submitting applies it at once, but only text that `searchable` accepts (or no text);
 * other text stays in the box and asks nothing (SPEC §5). A different applied value from elsewhere (back,
 * forward, a link) replaces the box's text. `searchable` must be a stable function.
 */
export function useSearchText(
  applied: string,
  apply: (text: string) => void,
  searchable: (text: string) => boolean = always,
) {
  const [text, setText] = useState(applied);
  // The text this box last applied: a different applied value came from elsewhere.
  const sent = useRef(applied);

  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);

  const applicable = text !== applied && (text === '' || searchable(text));

  useEffect(() => {
    if (!applicable) return;
    const timer = setTimeout(() => {
      sent.current = text;
      apply(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applicable, apply]);

  const submit = useCallback(() => {
    if (!applicable) return;
    sent.current = text;
    apply(text);
  }, [applicable, text, apply]);

  return { text, setText, submit };
}
