import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useContext, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedQueryClient, loadQueryClient, QueryClientRoot } from './queries';

/** Names the client it is given, and keeps a value of its own that a remount would lose. */
function Reader() {
  const [mountedAt] = useState(() => Symbol('mount'));
  // What React Query's hooks read (useQueryClient throws while it is empty).
  const client = useContext(QueryClientContext);
  Reader.mounts.add(mountedAt);
  return <p>{client === loadedQueryClient() && client ? 'the app client' : 'no client'}</p>;
}
Reader.mounts = new Set<symbol>();

describe('the query client, loaded with the first page that needs it', () => {
  it('reaches the components already on the page once loaded, without mounting them again', async () => {
    render(
      <QueryClientRoot>
        <Reader />
      </QueryClientRoot>,
    );
    // This file has the module to itself only when it runs first in its worker.
    if (!loadedQueryClient()) expect(screen.getByText('no client')).toBeInTheDocument();

    const client = await act(() => loadQueryClient());

    expect(client).toBeInstanceOf(QueryClient);
    expect(screen.getByText('the app client')).toBeInTheDocument();
    expect(Reader.mounts.size).toBe(1);
  });

  it('is one client, however often it is asked for', async () => {
    const [first, second] = await Promise.all([loadQueryClient(), loadQueryClient()]);
    expect(second).toBe(first);
    expect(await loadQueryClient()).toBe(first);
    expect(loadedQueryClient()).toBe(first);
  });
});
