import { Suspense, type ReactElement } from 'react';

/**
 * Hydration in stages (docs/decisions/026). Hydrating a prerendered page is one long task: a phone holds a tap or a
 * scroll until the whole page has been adopted. A part wrapped in `HydrateLater` keeps its prerendered markup on
 * screen while the rest hydrates, and is hydrated in a task of its own after it, one stage per task: Preact keeps
 * the markup of a component that suspends while hydrating and hydrates it once the component resumes.
 *
 * Only the first hydration is staged. A page drawn afresh (the portal's, one the markup was not made for) or a
 * page navigated to renders its parts at once.
 */
const waiting = new Map<number, Promise<void>>();
let wholePage: Promise<void> = Promise.resolve();

/** The stages a page has: the frame, then the page, then what follows it. */
export const LATER_STAGES = 2;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates the page with its later parts held back, each stage released in a task of its own after the one before
 * has hydrated. Resolves once the last stage has hydrated.
 */
export function hydrateInStages(hydrate: () => void): Promise<void> {
  let previous = Promise.resolve();
  for (let stage = 1; stage <= LATER_STAGES; stage += 1) {
    // The stage stops waiting before its parts are told to resume, so they render instead of suspending again.
    previous = previous.then(nextTask).then(() => void waiting.delete(stage));
    waiting.set(stage, previous);
  }
  // The last stage's parts hydrate in the task its promise resolves in; the page is whole in the next one.
  wholePage = previous.then(nextTask);
  hydrate();
  return wholePage;
}

/** Resolves once every part of the page has hydrated (at once for a page that was not hydrated in stages). */
export function pageHydrated(): Promise<void> {
  return wholePage;
}

function WaitForStage({ stage, children }: { stage: number; children: ReactElement }) {
  const pending = waiting.get(stage);
  if (pending) throw pending;
  return children;
}

/**
 * Hydrates its child, one element, in the given stage after the rest of the page (see above). Anywhere else it is
 * its child.
 */
export function HydrateLater({ stage, children }: { stage: 1 | 2; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForStage stage={stage}>{children}</WaitForStage>
    </Suspense>
  );
}
