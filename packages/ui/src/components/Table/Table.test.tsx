import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './Table.stories';

const { Default, Playground, Empty } = composeStories(stories);

describe('Table', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with the caption shown or hidden', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground hideCaption />);
    await expectNoAxeViolations(container);
  });

  it('is a table named by its caption, with column headers and a row header per row', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Seats']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jane Doe', 'Omar Haddad', 'Li Wei']);
    const omar = within(table).getByRole('row', { name: /Omar Haddad/ });
    expect(within(omar).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
  });

  it('sits in a focusable scroll region named by the caption', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Team members' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('keeps the caption readable when it is hidden from sight', () => {
    render(<Playground hideCaption />);
    expect(screen.getByRole('table', { name: 'Seats by report type' })).toBeInTheDocument();
  });

  it('says so in one row when there are no rows', async () => {
    const { container } = render(<Empty />);
    const cell = screen.getByRole('cell', { name: 'Nobody has joined yet.' });
    expect(cell).toHaveAttribute('colspan', '4');
    await expectNoAxeViolations(container);
  });
});
