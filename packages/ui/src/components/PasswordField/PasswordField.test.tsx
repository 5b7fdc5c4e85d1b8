import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './PasswordField.stories';

const { Default, Playground, WithError } = composeStories(stories);

// Password inputs have no ARIA role, so they are found by label.
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('PasswordField', () => {
  it('Default has no axe violations, hidden and shown', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Password must be at least 8 characters." />);
    await expectNoAxeViolations(container);
  });

  it("starts hidden and toggles the input type and the button's label", async () => {
    render(<Default />);
    const input = passwordInput();
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).not.toHaveAttribute('aria-pressed');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('keeps the typed value when toggled', async () => {
    render(<Default />);
    await userEvent.type(passwordInput(), 'Cocoa2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveValue('Cocoa2024!');
  });

  it('is reachable and usable by keyboard, and toggling never submits the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Default />
        <button type="submit">SIGN IN</button>
      </form>,
    );
    await userEvent.tab();
    expect(passwordInput()).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Enter in the input still submits through the real submit button, not the toggle.
    await userEvent.type(passwordInput(), 'secret{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('announces the error through aria-invalid and aria-describedby', () => {
    render(<WithError />);
    const input = passwordInput();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters.');
  });

  it('disables the toggle with the field', () => {
    render(<Playground disabled />);
    expect(passwordInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('passes the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Default ref={ref} />);
    expect(ref.current).toBe(passwordInput());
  });
});
