import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import type { ChangeEvent, Ref } from 'react';

/** Hands an element to a ref given by the caller (react-hook-form's `register()` among them). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A controlled field shows its `value` after every change, also one its owner rewrites or refuses (an event code
 * that drops spaces, a search that ignores a character) and so does not re-render for. React does this by itself;
 * Preact, which the site ships (docs/decisions/020), only writes a value that changed. So the field renders once
 * more after each change and puts its `value` back when the text differs. Uncontrolled fields are left alone.
 */
export function useControlledValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  ref: Ref<E> | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): { ref: (element: E | null) => void; onChange: (event: ChangeEvent<E>) => void } {
  const element = useRef<E | null>(null);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useLayoutEffect(() => {
    const field = element.current;
    if (field && (typeof value === 'string' || typeof value === 'number') && field.value !== String(value))
      field.value = String(value);
  });
  const fieldRef = useCallback(
    (field: E | null) => {
      element.current = field;
      assignRef(ref, field);
    },
    [ref],
  );
  const handleChange = (event: ChangeEvent<E>) => {
    onChange?.(event);
    if (value !== undefined) rerender();
  };
  return { ref: fieldRef, onChange: handleChange };
}
