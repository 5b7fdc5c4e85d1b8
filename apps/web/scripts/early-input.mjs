// What a prerendered page runs, inline, so that what a visitor does before the app has started is not lost
// (docs/decisions/031): the prerender writes this function into the page beside the app loader, and the server allows
// it by its hash in the page's CSP. It must stand alone: its source is the script.

/**
 * Runs in the page, from its head. Links, the menu's popover and the browser's own scrolling work without the app;
 * the rest is kept until the app has started (`html[data-app-ready]`), then handed to it, so the app does it:
 *
 * - a press of a button that only the app answers (any button but a form's submit and the popover and command
 *   buttons the browser answers itself) is held back, and pressed again once the app has started;
 * - a form's submission is held back (the browser's own would reload the page with the form's fields, a password
 *   too, in its address), and made again, through the same button, once the app has started; not when that button
 *   is disabled by then (a type already in the cart, a form already sending);
 * - what is typed or chosen in a field is written into it again once the app has started, as typing does, so the
 *   app holds it (hydrating a form may empty its fields, or leave the app unaware of what they show).
 *
 * The fields are written first; then each press and submission runs in a task of its own, in the visitor's order,
 * so each meets the app as it answered the one before. Forms, which the prerender marks `inert` so that a page
 * without scripts cannot submit them, are opened once the page is parsed. The elements are the prerendered ones the
 * app hydrated; one it drew afresh instead (a page opened with a query string) is found by its name (attribute, id,
 * label or text), and what is not found, or found more than once, is dropped rather than done to another.
 */
export function keepEarlyInput() {
  const values = new Map();
  const actions = [];
  const fieldTypes = /^(checkbox|radio|file|hidden|button|submit|reset|image)$/;
  const isField = (element) =>
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !fieldTypes.test(element.type));
  const nameOf = (element) =>
    element.getAttribute('name') ||
    element.id ||
    element.getAttribute('aria-label') ||
    (element instanceof HTMLFormElement
      ? [...element.elements].map(nameOf).join(' ')
      : element.textContent.trim());
  const current = (element) => {
    if (!element || element.isConnected) return element;
    const name = nameOf(element);
    const found = [...document.getElementsByTagName(element.localName)].filter(
      (other) => nameOf(other) === name,
    );
    return found.length === 1 ? found[0] : null;
  };
  const onInput = (event) => {
    if (isField(event.target)) values.set(event.target, event.target.value);
  };
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button submits it (below); the browser answers popover and command buttons itself.
    if (
      !button ||
      (button.type !== 'button' && button.form) ||
      button.matches('[popovertarget], [commandfor]')
    )
      return;
    event.stopImmediatePropagation();
    actions.push(() => {
      const pressed = current(button);
      if (pressed && !pressed.disabled) pressed.click();
    });
  };
  const onSubmit = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const { target: form, submitter } = event;
    actions.push(() => {
      const submitted = current(form);
      const by = submitter ? current(submitter) : null;
      if (!submitted || (submitter && (!by || by.disabled || by.form !== submitted))) return;
      submitted.requestSubmit(by);
    });
  };
  const listeners = { input: onInput, change: onInput, click: onClick, submit: onSubmit };
  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener, true);

  const openForms = () => {
    for (const form of document.querySelectorAll('form[inert]')) form.removeAttribute('inert');
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', openForms);
  else openForms();

  const writeValue = (element, value) => {
    const field = current(element);
    if (!field) return;
    // Through the prototype's setter, as typing sets it: a renderer that tracks the value it last set (React does)
    // would otherwise take it for its own, and not see it change.
    const write = () =>
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    write();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // React hydrates a field the first event reaches, and puts a controlled field's own value back as it does: the
    // value is written again for the change that follows.
    write();
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const next = () => {
    const action = actions.shift();
    if (!action) return;
    action();
    setTimeout(next);
  };
  const root = document.documentElement;
  const started = new MutationObserver(() => {
    if (!root.hasAttribute('data-app-ready')) return;
    started.disconnect();
    for (const [type, listener] of Object.entries(listeners))
      document.removeEventListener(type, listener, true);
    for (const [element, value] of values) writeValue(element, value);
    setTimeout(next);
  });
  started.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

/** The inline script that runs it. */
export const EARLY_INPUT_SCRIPT = `(${keepEarlyInput})()`;
