import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './Accordion.stories';

const { Default, Playground } = composeStories(stories);

describe('Accordion', () => {
  it('Default has no axe violations, closed and open', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Coffee In-Depth Report' }));
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('starts closed: each section is a heading with a collapsed button', () => {
    render(<Default />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(screen.getByRole('heading', { level: 3, name: 'Softs Weekly Round Up' })).toContainElement(
      screen.getByRole('button', { name: 'Softs Weekly Round Up' }),
    );
    expect(screen.queryByText(/forward curve explained/)).not.toBeVisible();
  });

  it('toggles each section on its own', async () => {
    render(<Default />);
    const coffee = screen.getByRole('button', { name: 'Coffee In-Depth Report' });
    const softs = screen.getByRole('button', { name: 'Softs Weekly Round Up' });

    await userEvent.click(coffee);
    expect(coffee).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Coffee In-Depth Report' })).toHaveTextContent(/forward curve/);
    expect(softs).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(softs);
    expect(coffee).toHaveAttribute('aria-expanded', 'true');
    expect(softs).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(coffee);
    expect(coffee).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/forward curve explained/)).not.toBeVisible();
    expect(softs).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the sections named in defaultExpanded, and each button controls its panel', () => {
    render(<Playground />);
    const coffee = screen.getByRole('button', { name: 'Coffee In-Depth Report' });
    expect(coffee).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(coffee.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/forward curve/);
  });

  it('works from the keyboard', async () => {
    render(<Default />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Coffee In-Depth Report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Coffee In-Depth Report' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Softs Weekly Round Up' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
