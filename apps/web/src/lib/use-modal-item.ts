import { useCallback, useState } from 'react';

/**
 * What a modal shows and whether it is open. The item outlives closing, so the dialog keeps its content while it
 * fades out.
 */
export function useModalItem<T>() {
  const [state, setState] = useState<{ item: T | null; open: boolean }>({ item: null, open: false });
  const show = useCallback((item: T) => setState({ item, open: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { item: state.item, open: state.open, show, close };
}
