import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent, FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextArea } from './TextArea';
import * as stories from './TextArea.stories';

const { Default, Playground, WithError } = composeStories(stories);

describe('TextArea', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Please tell us a little more." />);
    await expectNoAxeViolations(container);
  });

  it('is a labelled multi-line textbox of 3 rows by default', async () => {
    render(<Default />);
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    await userEvent.click(screen.getByText('Comments'));
    expect(textarea).toHaveFocus();
    await userEvent.type(textarea, 'Cocoa{Enter}and sugar');
    expect(textarea).toHaveValue('Cocoa\nand sugar');
  });

  it('takes the rows and id it is given', () => {
    render(<TextArea label="Message" rows={6} id="message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('id', 'message');
  });

  it('is valid and undescribed without an error', () => {
    render(<Default />);
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('announces the error through aria-invalid and aria-describedby', () => {
    render(<WithError />);
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please write at least 10 characters.');
    const errorId = textarea.getAttribute('aria-describedby');
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Please write at least 10 characters.');
  });

  it('describes the textarea with the hint, then the error', () => {
    render(<Playground error="Please tell us a little more." />);
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      'Which markets, and what you would like to know. Please tell us a little more.',
    );
  });

  it("works with react-hook-form's register() spread: name, onChange, onBlur and a callback ref", async () => {
    const ref = vi.fn<(element: HTMLTextAreaElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLTextAreaElement>) => void>();
    const onBlur = vi.fn<(event: FocusEvent<HTMLTextAreaElement>) => void>();
    render(<TextArea label="Comments" {...{ name: 'comments', onChange, onBlur, ref }} />);
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(ref).toHaveBeenCalledWith(textarea);
    expect(textarea).toHaveAttribute('name', 'comments');
    await userEvent.type(textarea, 'Hello');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('Hello');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
