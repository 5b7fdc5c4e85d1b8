import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SearchField } from './SearchField';
import * as stories from './SearchField.stories';

const { Default, Playground } = composeStories(stories);

describe('SearchField', () => {
  it('Default has no axe violations, empty and filled', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByRole('searchbox'), 'cocoa');
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('is a searchbox named by its visible label, with no clear button while empty', () => {
    render(<Default />);
    const input = screen.getByRole('searchbox', { name: 'Search reports' });
    expect(input).toHaveAttribute('type', 'search');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears the text and puts focus back in the field', async () => {
    const onClear = vi.fn();
    render(<Playground onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search reports' });
    expect(input).toHaveValue('arabica');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('disables the clear button with the field, and describes the field by its hint', () => {
    render(<Playground disabled />);
    expect(screen.getByRole('searchbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDisabled();
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Letters, digits and punctuation.');
  });

  it('passes its ref and native props to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField label="Search" ref={ref} name="q" defaultValue="sugar" />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
    expect(ref.current).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
