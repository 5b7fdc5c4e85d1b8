/**
 * A prerendered page works before the app starts, its popovers included (the `popover` attribute needs no script).
 * The app then replaces that markup with its own, which would close a popover the visitor had just opened. main.tsx
 * notes the open ones just before, and each owner reopens its own once mounted.
 */
const openBeforeStart = new Set<string>();

export function noteOpenPopovers(root: HTMLElement): void {
  for (const element of root.querySelectorAll(':popover-open')) {
    if (element.id) openBeforeStart.add(element.id);
  }
}

/** Whether the popover with this id was open in the prerendered page; true once only. */
export function takeOpenBeforeStart(id: string): boolean {
  return openBeforeStart.delete(id);
}
