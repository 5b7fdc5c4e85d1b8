import type { Ref } from 'react';

/** Hands an element to a ref given by the caller (react-hook-form's `register()` among them). */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
