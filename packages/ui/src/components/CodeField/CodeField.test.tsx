import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent, FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CodeField } from './CodeField';
import * as stories from './CodeField.stories';

const { Default, Playground, WithError } = composeStories(stories);

describe('CodeField', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Please enter a valid OTP." />);
    await expectNoAxeViolations(container);
  });

  it('asks for the number pad and the received code', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // No native maxlength: a pasted code with spaces reaches the change handler whole.
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('sizes itself to the code length', () => {
    render(<CodeField label="Code" length={8} />);
    expect(screen.getByRole('textbox', { name: 'Code' }).style.getPropertyValue('--code-length')).toBe('8');
  });

  it('is valid and undescribed without an error', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces the error through aria-invalid and aria-describedby', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid OTP.');
  });

  it('describes the input with the hint, then the error', () => {
    render(<Playground error="Please enter a valid OTP." />);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The 6-digit code from the email we sent you. Please enter a valid OTP.',
    );
  });

  it("works with react-hook-form's register() spread: name, onChange, onBlur and a callback ref", async () => {
    const ref = vi.fn<(element: HTMLInputElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLInputElement>) => void>();
    const onBlur = vi.fn<(event: FocusEvent<HTMLInputElement>) => void>();
    render(<CodeField label="Code" {...{ name: 'otp', onChange, onBlur, ref }} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute('name', 'otp');
    await userEvent.type(input, '042');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('042');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
