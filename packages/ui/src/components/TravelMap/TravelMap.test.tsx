import { composeStories } from '@storybook/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TravelMap } from './TravelMap';
import type { TravelMapPlace } from './TravelMap';
import * as stories from './TravelMap.stories';

const { Default, Playground } = composeStories(stories);

const CONTROLS = ['Zoom in', 'Zoom out', 'Reset view'];
const CLUSTER_NAME = /^(\d+) countries: (.+)\. Zoom in$/;

/** Every marker button (places and clusters), in tab order: all buttons but the three zoom controls. */
function markers(): HTMLElement[] {
  return screen
    .getAllByRole('button')
    .filter((button) => !CONTROLS.includes(button.getAttribute('aria-label') ?? ''));
}

function markerNames(): string[] {
  return markers().map((button) => button.getAttribute('aria-label') ?? '');
}

/** How many places the markers stand for: 1 per place marker, the count of each cluster. */
function placesShown(): number {
  return markerNames().reduce((sum, name) => sum + Number(CLUSTER_NAME.exec(name)?.[1] ?? 1), 0);
}

const defaultPlaces = Default.args.places ?? [];
const fewPlaces = Playground.args.places ?? [];

describe('TravelMap', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, also zoomed in with a place selected', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Japan' }));
    await expectNoAxeViolations(container);
  });

  it('is a named group whose drawn map is hidden from assistive technology', () => {
    const { container } = render(<TravelMap places={fewPlaces} className="extra" data-testid="map" />);
    const group = screen.getByRole('group', { name: 'Map of countries visited' });
    expect(group).toHaveClass('extra');
    expect(group).toHaveAttribute('data-testid', 'map');
    const svg = container.querySelector('svg[viewBox^="0 0 960 "]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The outlines drawn once into world.svg (geography.test.ts): the land and the borders between countries.
    const outlines = [...(svg?.querySelectorAll('use') ?? [])].map((use) => use.getAttribute('href'));
    expect(outlines).toEqual([
      expect.stringMatching(/world\.svg#land$/),
      expect.stringMatching(/world\.svg#borders$/),
    ]);
  });

  it('takes its accessible name from label', () => {
    render(<TravelMap places={fewPlaces} label="Where we have worked" />);
    expect(screen.getByRole('group', { name: 'Where we have worked' })).toBeInTheDocument();
  });

  it('names place markers after the place and clusters after their count and first places', () => {
    render(<Default />);
    const names = markerNames();
    expect(names).toContain('Japan');
    const clusters = names.filter((name) => CLUSTER_NAME.test(name));
    expect(clusters.length).toBeGreaterThan(0);
    // A cluster of more than three names its first three alphabetically, then how many more.
    expect(names).toContainEqual(
      expect.stringMatching(/^\d+ countries: [^,]+, [^,]+, [^,]+ and \d+ more\. Zoom in$/),
    );
    // A cluster of two reads 'A and B'.
    expect(names).toContain('2 countries: Canada and United States. Zoom in');
    // Clustered, but every place is counted exactly once.
    expect(names.length).toBeLessThan(defaultPlaces.length);
    expect(placesShown()).toBe(defaultPlaces.length);
    for (const marker of markers()) {
      // Each marker is a real button, reachable with Tab...
      expect(marker.tagName).toBe('BUTTON');
      // ...and a cluster's name starts with the count it shows (WCAG 2.5.3, label in name).
      const count = CLUSTER_NAME.exec(marker.getAttribute('aria-label') ?? '')?.[1];
      if (count) expect(marker).toHaveTextContent(new RegExp(`^${count}$`));
    }
  });

  it('clusters nearby European countries within 30 px at the whole-world view', () => {
    render(<Playground />);
    expect(markerNames()).toEqual([
      'United States',
      'Brazil',
      '2 countries: Portugal and Spain. Zoom in',
      '6 countries: Belgium, France, Germany and 3 more. Zoom in',
      'Italy',
      'Kenya',
      'Japan',
      'Australia',
    ]);
  });

  it('follows clusterRadius: 0 keeps every place apart, a wider radius groups more', () => {
    const { rerender } = render(<Playground clusterRadius={0} />);
    expect(markers()).toHaveLength(fewPlaces.length);
    expect(markerNames().some((name) => CLUSTER_NAME.test(name))).toBe(false);
    rerender(<Playground clusterRadius={80} />);
    expect(markers().length).toBeLessThan(8);
    expect(placesShown()).toBe(fewPlaces.length);
  });

  it('groups more on a map drawn narrower, so that 24 px targets stay apart (WCAG 2.5.8)', () => {
    let report: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<Playground clusterRadius={0} />);
      const wide = markers().length;
      act(() => report?.([{ contentRect: { width: 320 } }]));
      expect(markers().length).toBeLessThan(wide);
      expect(placesShown()).toBe(fewPlaces.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('expands a cluster activated with Enter: more markers, focus on one of its places, zoom announced', async () => {
    render(<Playground />);
    const before = markers().length;
    const cluster = screen.getByRole('button', { name: /^6 countries: Belgium, France, Germany/ });
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    expect(markers().length).toBeGreaterThan(before);
    expect(placesShown()).toBe(fewPlaces.length);
    const focused = document.activeElement?.getAttribute('aria-label') ?? '';
    expect(
      ['Belgium', 'France', 'Germany', 'Italy', 'Netherlands', 'Switzerland'].some((n) =>
        focused.includes(n),
      ),
    ).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^Zoom level \d of 5: \d+ markers\.$/);
    expect(screen.getByRole('button', { name: 'Zoom out' })).not.toHaveAttribute('aria-disabled');
  });

  it('expands a cluster on Space and on click too', async () => {
    render(<Playground />);
    screen.getByRole('button', { name: '2 countries: Portugal and Spain. Zoom in' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('button', { name: /Portugal and Spain/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    await userEvent.click(screen.getByRole('button', { name: '2 countries: Portugal and Spain. Zoom in' }));
    expect(markerNames()).toEqual(expect.arrayContaining(['Portugal', 'Spain']));
  });

  it("shows an activated place's name in the status caption", async () => {
    render(<Playground />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Select a marker');
    screen.getByRole('button', { name: 'Kenya' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(status).toHaveTextContent(/^Kenya$/);
    await userEvent.click(screen.getByRole('button', { name: 'Japan' }));
    expect(status).toHaveTextContent(/^Japan$/);
  });

  it('zooms in and out within bounds, keeping the focus on the control', async () => {
    render(<Default />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const reset = screen.getByRole('button', { name: 'Reset view' });
    const initial = markers().length;
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(zoomOut);
    expect(markers()).toHaveLength(initial);

    await userEvent.click(zoomIn);
    expect(screen.getByRole('status')).toHaveTextContent(/^Zoom level 2 of 5/);
    const zoomedOnce = markers().length;
    expect(zoomedOnce).toBeGreaterThan(initial);

    await userEvent.click(zoomOut);
    expect(screen.getByRole('status')).toHaveTextContent(/^Zoom level 1 of 5/);
    expect(markers()).toHaveLength(initial);

    for (let step = 0; step < 6; step += 1) await userEvent.click(zoomIn);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Zoom level 5 of 5/);
    // At the closest zoom every place has a marker of its own.
    expect(markers()).toHaveLength(defaultPlaces.length);
  });

  it('resets the view to the whole world', async () => {
    render(<Default />);
    const initial = markerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Japan' }));
    const reset = screen.getByRole('button', { name: 'Reset view' });
    expect(reset).not.toHaveAttribute('aria-disabled');
    await userEvent.click(reset);
    expect(markerNames()).toEqual(initial);
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^Zoom level 1 of 5/);
  });

  it('brings a focused marker outside the zoomed view into view', async () => {
    render(<Default />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 4; step += 1) await userEvent.click(zoomIn);
    const newZealand = screen.getByRole('button', { name: 'New Zealand' });
    const position = () => [parseFloat(newZealand.style.left), parseFloat(newZealand.style.top)];
    expect(position()[0]).toBeGreaterThan(100);
    act(() => newZealand.focus());
    const [left, top] = position();
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(100);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(100);
  });

  it('lists every place alphabetically in a details element', async () => {
    const places: TravelMapPlace[] = [...defaultPlaces].reverse();
    render(<TravelMap places={places} />);
    const summary = screen.getByText(`List of the ${places.length} countries`);
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const items = within(summary.closest('details') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const expected = places.map((place) => place.name).sort((a, b) => a.localeCompare(b, 'en'));
    expect(items).toEqual(expected);
    expect(items).toContain('Türkiye');
  });

  it('sorts accented and lower-case names among the others, as an English collator does', async () => {
    const names = [
      'Zambia',
      'São Tomé and Príncipe',
      'Saudi Arabia',
      'Curaçao',
      'Côte d’Ivoire',
      'Costa Rica',
      'Åland Islands',
      'Austria',
      'réunion',
      'Rwanda',
      'Cuba',
    ];
    const places = names.map((name, index) => ({
      id: String(index),
      name,
      latitude: index,
      longitude: index * 3,
    }));
    render(<TravelMap places={places} />);
    await userEvent.click(screen.getByText(`List of the ${names.length} countries`));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
