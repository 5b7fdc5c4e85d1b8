import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus for a form the server refused: its fields are disabled while the request runs, so the first refused field
 * can only take focus once they are enabled again. Call the answer with that field when the refusal arrives.
 */
export function useRefusedFieldFocus<Field extends string>(
  busy: boolean,
  setFocus: (field: Field) => void,
): (field: Field | null | undefined) => void {
  const refusedField = useRef<Field | null>(null);
  useEffect(() => {
    if (busy || !refusedField.current) return;
    setFocus(refusedField.current);
    refusedField.current = null;
  }, [busy, setFocus]);
  return useCallback((field) => {
    refusedField.current = field ?? null;
  }, []);
}
