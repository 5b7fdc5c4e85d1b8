import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './AppBar.stories';

const { Default, Playground } = composeStories(stories);

describe('AppBar', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('is a banner landmark holding the brand link', () => {
    render(<Default />);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Softline Advisory' }),
    );
  });

  it('shows the right-hand side only when given', () => {
    const { rerender } = render(<Default />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Playground />);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Logout' }));
  });
});
