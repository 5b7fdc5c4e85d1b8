import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

let observers: { callback: Callback; rootMargin: string | undefined; disconnect: () => void }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, rootMargin: options?.rootMargin, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '400px 0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('turns true once the element comes near the viewport, and stops watching', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const observer = observers.at(-1);
    expect(observer?.rootMargin).toBe('400px 0px');

    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();

    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('is true at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
