import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './FieldError.stories';

const { Default, Playground } = composeStories(stories);

describe('FieldError', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('renders the message with the given id, so a field can point at it', () => {
    render(
      <>
        <input aria-label="Email" aria-describedby="email-error" />
        <Default />
      </>,
    );
    expect(screen.getByText('Email is required.').closest('[id]')).toHaveAttribute('id', 'email-error');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required.');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['false', false],
  ])('renders nothing when the message is %s', (_name, children) => {
    const { container } = render(<Playground>{children}</Playground>);
    expect(container).toBeEmptyDOMElement();
  });
});
