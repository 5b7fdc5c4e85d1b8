import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent, FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './TextField';
import * as stories from './TextField.stories';

const { Default, Playground, WithError } = composeStories(stories);

describe('TextField', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Company is required." />);
    await expectNoAxeViolations(container);
  });

  it('ties the visible label to the input', async () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('gives every field its own generated id', () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('uses the id it is given', () => {
    render(<TextField label="Phone" id="phone" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('id', 'phone');
  });

  it('is valid and undescribed without an error', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces the error through aria-invalid and aria-describedby', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Email is invalid.');
    const errorId = input.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Email is invalid.');
  });

  it('treats an empty error as no error', () => {
    render(<Playground hint={undefined} error="" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input with the hint, then the error, after any ids of the caller', () => {
    render(
      <>
        <p id="extra">Shown on your invoices.</p>
        <Playground aria-describedby="extra" error="Company is required." />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription(
      'Shown on your invoices. As it appears on your invoices. Company is required.',
    );
  });

  it("works with react-hook-form's register() spread: name, onChange, onBlur and a callback ref", async () => {
    const ref = vi.fn<(element: HTMLInputElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLInputElement>) => void>();
    const onBlur = vi.fn<(event: FocusEvent<HTMLInputElement>) => void>();
    render(<TextField label="Email" {...{ name: 'email', onChange, onBlur, ref }} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.co');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('a@b.co');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
