import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './Spinner.stories';

const { Default, Playground } = composeStories(stories);

describe('Spinner', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('is a status named "Loading" by default', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a custom label, as text only', () => {
    render(<Playground label="Loading reports" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading reports');
    // The drawn circle is decoration: nothing but the label is exposed.
    expect(status.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });

  it('renders each size differently', () => {
    const { rerender } = render(<Playground size="small" />);
    const small = screen.getByRole('status').className;
    rerender(<Playground size="medium" />);
    expect(screen.getByRole('status').className).not.toBe(small);
  });
});
