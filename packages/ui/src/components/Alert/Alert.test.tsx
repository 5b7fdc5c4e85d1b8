import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './Alert.stories';

const { Default, Playground } = composeStories(stories);

describe('Alert', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it.each(['error', 'success', 'info'] as const)('Playground (%s) has no axe violations', async (tone) => {
    const { container } = render(<Playground tone={tone} />);
    await expectNoAxeViolations(container);
  });

  it('is an info status by default', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The March cocoa outlook will be published on Friday.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('interrupts with role="alert" for errors, with title and message', () => {
    render(<Playground tone="error" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Login failed. Please try again.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses role="status" for success and info', () => {
    const { rerender } = render(
      <Playground tone="success" title="Payment received">
        Thank you.
      </Playground>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Payment receivedThank you.');
    rerender(<Playground tone="info" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders no title element without a title', () => {
    render(
      <Playground tone="info" title={undefined}>
        Only a message.
      </Playground>,
    );
    expect(screen.getByRole('status').textContent).toBe('Only a message.');
  });
});
