import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from '../scripts/early-input.mjs';

interface Sent {
  email: string;
  tier: string;
}

/**
 * A prerendered form and button as the app draws them: a field of react-hook-form (which knows only what was typed
 * after it started), a controlled choice, and a button
 * whose press depends on the render it was made in.
 */
function EarlyPage({ onSend, sending = false }: { onSend: (sent: Sent) => void; sending?: boolean }) {
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [tier, setTier] = useState('single');
  const [post, setPost] = useState(1);
  return (
    <>
      <form
        aria-label="Subscribe"
        noValidate
        onSubmit={(event) => void handleSubmit(({ email }) => onSend({ email, tier }))(event)}
      >
        <input aria-label="Email" type="email" {...register('email')} />
        <select aria-label="Licence" value={tier} onChange={(event) => setTier(event.target.value)}>
          <option value="single">Single user</option>
          <option value="enterprise">Enterprise</option>
        </select>
        <button type="submit" disabled={sending}>
          Send
        </button>
      </form>
      <p>Post {post}</p>
      <button type="button" onClick={() => setPost(post + 1)}>
        Next post
      </button>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <a href="#later">Later</a>
    </>
  );
}

const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });

/** The page as the prerender writes it: the app's markup, its forms inert; then the early input script, as its head runs it. */
function prerender(onSend: (sent: Sent) => void): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<EarlyPage onSend={onSend} />).replaceAll('<form ', '<form inert ');
  document.body.append(container);
  keepEarlyInput();
  return container;
}

/** What is waiting for the current task to end (the observer's answer, promise callbacks) has run once this resolves. */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The app says it has started, as routes/__root.tsx does; the tasks it then has waiting run, one after another. */
async function appStarted() {
  document.documentElement.dataset.appReady = 'true';
  await act(async () => {
    await settled();
    await vi.runAllTimersAsync();
    await settled();
  });
}

describe('what a visitor does before the app starts (docs/decisions/031)', () => {
  let root: Root | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(async () => {
    // Every test ends with the app started, so that no test's listeners outlive it.
    if (document.documentElement.dataset.appReady === undefined) await appStarted();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    delete document.documentElement.dataset.appReady;
    vi.useRealTimers();
  });

  it('reaches the app once it has started: what was typed and chosen, then each press and the form sent, in order', async () => {
    const onSend = vi.fn<(sent: Sent) => void>();
    const container = prerender(onSend);
    expect(screen.getByRole('form', { name: 'Subscribe' })).not.toHaveAttribute('inert');

    fireEvent.input(email(), { target: { value: 'ana@cafe.example' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Licence' }), { target: { value: 'enterprise' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    act(() => {
      root = hydrateRoot(container, <EarlyPage onSend={onSend} />);
    });
    // The app holds the markup now, but its field's value is the one it started with: nothing was typed, to the app.
    // Pressed now, before the app has said it started, the button waits too.
    fireEvent.click(screen.getByRole('button', { name: 'Next post' }));
    expect(screen.getByText('Post 1')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await appStarted();
    expect(email()).toHaveValue('ana@cafe.example');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ email: 'ana@cafe.example', tier: 'enterprise' });
    expect(screen.getByText('Post 3')).toBeInTheDocument();

    // From now on the app answers directly.
    fireEvent.click(screen.getByRole('button', { name: 'Next post' }));
    expect(screen.getByText('Post 4')).toBeInTheDocument();
  });

  it('drops a submission whose button is disabled by the time the app has started', async () => {
    const onSend = vi.fn<(sent: Sent) => void>();
    const container = prerender(onSend);
    fireEvent.input(email(), { target: { value: 'ana@cafe.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => {
      root = hydrateRoot(container, <EarlyPage onSend={onSend} />);
    });
    act(() => root?.render(<EarlyPage onSend={onSend} sending />));

    await appStarted();
    expect(email()).toHaveValue('ana@cafe.example');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('leaves the browser its own controls: a link, a popover button', () => {
    prerender(vi.fn());
    // The click reaches them, as it does not a button only the app answers (the script holds that one back).
    const reached: string[] = [];
    for (const name of ['Menu', 'Later', 'Next post']) {
      const control = screen.getByText(name);
      control.addEventListener('click', () => reached.push(name));
      fireEvent.click(control);
    }
    expect(reached).toEqual(['Menu', 'Later']);
  });

  it('finds an element the app drew afresh by its name, and drops what does not name one element', async () => {
    const onSend = vi.fn<(sent: Sent) => void>();
    const container = prerender(onSend);
    fireEvent.input(email(), { target: { value: 'ana@cafe.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next post' }));
    // The app draws the page anew (a query string the markup was not made for), with two buttons of that name.
    container.innerHTML = '';
    act(() => {
      root = createRoot(container);
      root.render(
        <>
          <EarlyPage onSend={onSend} />
          <button type="button">Next post</button>
        </>,
      );
    });

    await appStarted();
    expect(email()).toHaveValue('ana@cafe.example');
    expect(screen.getByText('Post 1')).toBeInTheDocument();
    // The app holds what was typed, as if typed into its own field.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(settled);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ email: 'ana@cafe.example', tier: 'single' });
  });
});
