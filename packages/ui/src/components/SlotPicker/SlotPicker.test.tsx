import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './SlotPicker.stories';

const { Default, Playground } = composeStories(stories);

describe('SlotPicker', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with no times and disabled', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground disabled />);
    await expectNoAxeViolations(container);
  });

  it('is a radio group named by its legend: a click or an arrow key chooses a time', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const group = screen.getByRole('group', { name: /Free times on Monday/ });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByText('9:15 AM'));
    expect(screen.getByRole('radio', { name: '9:15 AM' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toBeChecked();
  });

  it('says so when there are no times', () => {
    render(<Playground />);
    expect(screen.getByText('No free times this day. Choose another day.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
