/** Moves focus to the first of a form's fields, in the form's order, that has a message, so it is read out. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  order: readonly string[],
  problems: Record<string, string[]>,
): void {
  const first = order.find((name) => problems[name]?.length);
  if (!first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}
