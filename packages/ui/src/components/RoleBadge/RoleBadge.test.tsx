import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RoleBadge } from './RoleBadge';
import * as stories from './RoleBadge.stories';

const { Default, Playground, All } = composeStories(stories);

describe('RoleBadge', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('says each role and status in words', async () => {
    const { container } = render(<All />);
    for (const text of ['Owner', 'Admin', 'Member', 'Billing', 'Invited', 'Active', 'Suspended']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('takes other words for the value', () => {
    render(<RoleBadge variant="status" value="suspended" label="Gesperrt" />);
    expect(screen.getByText('Gesperrt')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).toBeNull();
  });
});
