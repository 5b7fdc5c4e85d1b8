import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BarChart } from './BarChart';
import * as stories from './BarChart.stories';

const { Default, Playground, AllZero } = composeStories(stories);

describe('BarChart', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground and an all-zero year have no axe violations', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<AllZero />);
    await expectNoAxeViolations(container);
  });

  it('is a figure and an image named by its caption, saying where the numbers are', () => {
    render(<Default />);
    expect(screen.getByRole('figure', { name: 'Revenue of the last 12 months' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Revenue of the last 12 months' });
    expect(image).toHaveAccessibleDescription('Highest: $16,400. The numbers are in the table below.');
  });

  it('holds the same numbers in a table, formatted', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Revenue of the last 12 months', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('Dec 2026$4,500');
    expect(rows[12]).toHaveTextContent('Nov 2026$8,450');
  });

  it('writes the short label under the bar and the full one in the table', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('svg text')).toHaveTextContent(/^Dec$/);
    expect(screen.getByRole('rowheader', { name: 'Dec 2026', hidden: true })).toBeInTheDocument();
  });

  it('scales bars to the largest value and draws nothing for zero and below', () => {
    const { container } = render(
      <BarChart
        caption="Counts"
        data={[
          { label: 'a', value: 10 },
          { label: 'b', value: 5 },
          { label: 'c', value: 0 },
          { label: 'd', value: -3 },
        ]}
      />,
    );
    const heights = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    expect(heights[0]).toBeGreaterThan(0);
    expect(heights[1]).toBeCloseTo((heights[0] ?? 0) / 2);
    expect(heights.slice(2)).toEqual([0, 0]);
  });

  it('says so when every value is zero, without broken bars', () => {
    const { container } = render(<AllZero />);
    expect(screen.getByText(/Every value is zero or below\./)).toBeInTheDocument();
    for (const rect of container.querySelectorAll('rect')) expect(rect.getAttribute('height')).toBe('0');
  });
});
