import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SeatMeter, seatMeterText } from './SeatMeter';
import * as stories from './SeatMeter.stories';

const { Default, Playground, Unlimited } = composeStories(stories);

describe('SeatMeter', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without a limit', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground total={null} />);
    await expectNoAxeViolations(container);
  });

  it("is a named meter that reads 'n of 3 seats used'", () => {
    render(<Default />);
    const meter = screen.getByRole('meter', { name: 'Seats on Coffee Weekly Report' });
    expect(meter).toHaveAttribute('aria-valuenow', '2');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '3');
    expect(meter).toHaveAttribute('aria-valuetext', '2 of 3 seats used');
    expect(meter).toHaveTextContent('2 of 3 seats used');
  });

  it("says 'n seats used' without a limit, and is no meter then", () => {
    render(<Unlimited />);
    expect(screen.getByText('12 seats used')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('marks a full licence and keeps the value within the range', () => {
    render(<SeatMeter used={4} total={3} />);
    const meter = screen.getByRole('meter', { name: 'Seats' });
    expect(meter).toHaveAttribute('data-full', 'true');
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuetext', '4 of 3 seats used');
  });

  it('writes one seat in the singular', () => {
    expect(seatMeterText(1, 1)).toBe('1 of 1 seat used');
    expect(seatMeterText(0, 3)).toBe('0 of 3 seats used');
    expect(seatMeterText(1, null)).toBe('1 seat used');
    expect(seatMeterText(0, null)).toBe('0 seats used');
  });
});
