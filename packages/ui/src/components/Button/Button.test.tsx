import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button, buttonClassName } from './Button';
import * as stories from './Button.stories';

const { Default, Playground, Busy, Variants } = composeStories(stories);

describe('Button', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, idle and busy', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground busy />);
    await expectNoAxeViolations(container);
  });

  it('calls onClick and is type="button" by default, so it never submits a form by accident', async () => {
    // Story args are typed with Storybook's own spy, so spies passed to stories come from storybook/test.
    const onClick = fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Default onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Request a briefing' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy is disabled, aria-busy, shows the busy label and a spinner, and ignores clicks', async () => {
    const onClick = fn();
    render(<Playground busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'SIGNING IN...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('SIGN IN')).not.toBeInTheDocument();
    // The spinner is shown but hidden from assistive tech: the button's name already says it is busy.
    expect(button.querySelector('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('falls back to the children as busy label', () => {
    render(<Busy busyLabel={undefined} />);
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();
  });

  it('is enabled again, without aria-busy, when no longer busy', () => {
    const { rerender } = render(<Playground busy />);
    rerender(<Playground busy={false} />);
    const button = screen.getByRole('button', { name: 'SIGN IN' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('gives each variant its own look, and buttonClassName() the exact classes of a button', () => {
    render(<Variants />);
    const primary = screen.getByRole('button', { name: 'Primary' });
    const secondary = screen.getByRole('button', { name: 'Secondary' });
    const ghost = screen.getByRole('button', { name: 'Ghost' });
    expect(primary.className).toBe(buttonClassName());
    expect(primary.className).toBe(buttonClassName('primary'));
    expect(secondary.className).toBe(buttonClassName('secondary'));
    expect(ghost.className).toBe(buttonClassName('ghost'));
    expect(new Set([primary.className, secondary.className, ghost.className]).size).toBe(3);
  });

  it('passes ref and native attributes through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" name="intent" value="save" className="extra">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'intent');
    expect(button).toHaveClass('extra');
  });
});
