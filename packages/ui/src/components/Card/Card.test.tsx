import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Card } from './Card';
import * as stories from './Card.stories';

const { Default, Playground, ListOfCards } = composeStories(stories);

describe('Card', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('ListOfCards has no axe violations', async () => {
    const { container } = render(<ListOfCards />);
    await expectNoAxeViolations(container);
  });

  it('is an article with a level 3 heading by default, and only the parts it is given', () => {
    render(<Default />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Premium reports' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/^Premium reportsWeekly round-ups/);
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('puts the eyebrow before the heading and the footer after the body', () => {
    render(<Playground />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^About usLeadershipWeekly round-ups.*Meet the team$/);
    expect(within(card).getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '#leadership');
  });

  it('takes the heading level and root element it is given, and passes native props through', () => {
    render(
      <Card as="div" headingLevel={2} title="Who we are" className="extra" data-testid="card">
        <p>Four decades in the softs.</p>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('extra');
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('renders list items with as="li"', () => {
    // jsdom's name computation drops the space before the visually hidden text; browsers keep it.
    render(<ListOfCards />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Cocoa' })).toBeVisible();
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: /^Read more\s*about cocoa$/ }),
    ).toBeVisible();
  });
});
