/**
 * jsdom has `<dialog>` but not its methods. This stands in for what components rely on: `showModal()` opens it
 * and focuses its first focusable element; `close()` closes it and fires `close`; Escape fires `cancel`, then
 * closes unless that was prevented. No top layer and no inertness: browser tests cover those.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    delete this.dataset.modal;
    // Browsers queue the close event as a task.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open][data-modal]');
    const top = dialogs[dialogs.length - 1];
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
