import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './Fieldset.stories';

const { Default, Playground } = composeStories(stories);

describe('Fieldset', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, enabled and disabled', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground disabled />);
    await expectNoAxeViolations(container);
  });

  it('is a group named by its legend, hidden from sight by default', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Sign-in details' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByText('Sign-in details')).toHaveClass(/visuallyHidden/);
  });

  it('shows the legend when asked, still naming the group', () => {
    render(<Playground />);
    expect(screen.getByRole('group', { name: 'Your new password' })).toBeVisible();
    expect(screen.getByText('Your new password')).not.toHaveClass(/visuallyHidden/);
  });

  it('disables every control inside', () => {
    render(<Playground disabled />);
    expect(screen.getByRole('group', { name: 'Your new password' })).toBeDisabled();
    expect(screen.getByLabelText('New password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RESET PASSWORD' })).toBeDisabled();
  });
});
