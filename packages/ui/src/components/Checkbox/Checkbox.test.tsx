import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from './Checkbox';
import * as stories from './Checkbox.stories';

const { Default, Playground, WithError } = composeStories(stories);

describe('Checkbox', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Please choose." />);
    await expectNoAxeViolations(container);
  });

  it('toggles from its label, the mouse and the space bar', async () => {
    render(<Default />);
    const box = screen.getByRole('checkbox', { name: 'Purchase order required' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Purchase order required'));
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is described by its hint, then its error', () => {
    render(<Playground error="Please choose." />);
    const box = screen.getByRole('checkbox', { name: 'Purchase order required' });
    expect(box).toHaveAccessibleDescription(
      'Every order then asks for your purchase-order number, and invoices show it. Please choose.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is valid and undescribed without a hint or an error', () => {
    render(<Default />);
    const box = screen.getByRole('checkbox');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('shows its error', () => {
    render(<WithError />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms to go on.');
  });

  it("works with react-hook-form's register() spread: name, onChange and a callback ref", async () => {
    const ref = vi.fn<(element: HTMLInputElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLInputElement>) => void>();
    render(<Checkbox label="Required" {...{ name: 'po_required', onChange, ref }} />);
    const box = screen.getByRole('checkbox', { name: 'Required' });
    expect(ref).toHaveBeenCalledWith(box);
    expect(box).toHaveAttribute('name', 'po_required');
    await userEvent.click(box);
    expect(onChange.mock.lastCall?.[0].target.checked).toBe(true);
  });
});
