import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './VisuallyHidden.stories';

const { Default, Playground } = composeStories(stories);

describe('VisuallyHidden', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('keeps its text in the accessible name', () => {
    render(<Default />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Download, Coffee Weekly (PDF)');
  });
});
