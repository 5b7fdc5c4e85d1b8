import { Suspense, type ReactElement } from 'react';

/**
 * A page's first render in stages (docs/decisions/026). Hydrating a prerendered page, or drawing a portal page, is
 * one long task: a phone holds a tap or a scroll until the whole page is done. A part wrapped in `LaterStage` is
 * rendered in a task of its own after the rest, one stage per task. While hydrating, React keeps the prerendered
 * markup of a boundary that suspends and hydrates that very markup once it resumes, so the part stays on screen;
 * a page drawn afresh shows the frame first and the part a task later. (React hydrates what a boundary holds at a
 * low priority, in short tasks of its own; an event on a part not hydrated yet hydrates it at once.)
 *
 * Only the first render is staged: a page navigated to renders its parts at once.
 */
const waiting = new Map<number, Promise<void>>();
let wholePage: Promise<void> = Promise.resolve();

/** The later stages a page has: after the frame, the page, then what follows it. */
const LATER_STAGES = 2;

/** Resolves in a task of its own, after what the browser has waiting (the app's start steps, main.tsx, too). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the page's first render (a hydration or a fresh render) with its later parts held back, each stage released
 * in a task of its own after the one before has rendered; `pageRendered` tells when the last one has.
 */
export function renderInStages(render: () => void): void {
  let previous = Promise.resolve();
  for (let stage = 1; stage <= LATER_STAGES; stage += 1) {
    // The stage stops waiting before its parts are told to resume, so they render instead of suspending again.
    previous = previous.then(nextTask).then(() => void waiting.delete(stage));
    waiting.set(stage, previous);
  }
  // The last stage's parts render in the task its promise resolves in; the page is whole in the next one.
  wholePage = previous.then(nextTask);
  render();
}

/** Resolves once every part of the page has rendered (at once for a page that was not rendered in stages). */
export function pageRendered(): Promise<void> {
  return wholePage;
}

function WaitForStage({ stage, children }: { stage: number; children: ReactElement }) {
  const pending = waiting.get(stage);
  if (pending) throw pending;
  return children;
}

/**
 * Renders its child, one element, in the given stage after the rest of the page's first render (see above).
 * Anywhere else it is its child.
 */
export function LaterStage({ stage, children }: { stage: 1 | 2; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForStage stage={stage}>{children}</WaitForStage>
    </Suspense>
  );
}
