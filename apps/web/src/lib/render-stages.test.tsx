import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaterStage, renderInStages, pageRendered } from './render-stages';

/** What is waiting for the current task to end (promise callbacks) has run once this resolves. */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Runs the next task the page has waiting (a stage's release), then what it sets off. */
async function runNextTask() {
  await act(async () => {
    await settled();
    vi.advanceTimersToNextTimer();
    await settled();
  });
}

function Page() {
  return (
    <div>
      <h1>Frame</h1>
      <LaterStage stage={1}>
        <main>Page</main>
      </LaterStage>
      <LaterStage stage={2}>
        <footer>Footer</footer>
      </LaterStage>
    </div>
  );
}

// Drawn afresh, as here, a suspended part shows its fallback; hydrating, React keeps its prerendered markup (the browser
// tests check that). What is checked here is the order: each stage in a task after the one before.
describe("a page's first render in stages", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a later part at once when the page is not rendered in stages', async () => {
    render(<Page />);
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer');
    await expect(pageRendered()).resolves.toBeUndefined();
  });

  it('releases each stage in a task of its own after the frame, and tells when the page is whole', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let whole = false;
    act(() => {
      renderInStages(() => void render(<Page />));
    });
    void pageRendered().then(() => (whole = true));
    expect(screen.getByRole('heading', { name: 'Frame' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await runNextTask();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await runNextTask();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer');
    expect(whole).toBe(false);

    await runNextTask();
    expect(whole).toBe(true);
  });
});
