import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FormCard } from './FormCard';
import * as stories from './FormCard.stories';

const { Default, Playground, Steps } = composeStories(stories);

describe('FormCard', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('Steps has no axe violations', async () => {
    const { container } = render(<Steps />);
    await expectNoAxeViolations(container);
  });

  it('is a section named by its level 1 heading, with the lead and the form', () => {
    render(<Default />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Client Login' });
    expect(screen.getByRole('region', { name: 'Client Login' })).toContainElement(heading);
    expect(screen.getByText(/^Sign in to read/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  });

  it('reads the caption with the title and shows the footer', () => {
    render(<Playground />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Step 2 of 3 Enter your code');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '#login');
  });

  it('takes another heading level and a fixed heading id', () => {
    render(
      <FormCard title="Enroll Now" headingLevel={2} titleId="enrol-title">
        <p>Form</p>
      </FormCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Enroll Now' })).toHaveAttribute(
      'id',
      'enrol-title',
    );
  });

  it('leaves focus alone on first render and moves it to the heading when the step changes', async () => {
    render(<Steps />);
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
    const heading = screen.getByRole('heading', { name: 'Step 2 of 3 Enter your code' });
    expect(heading).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
  });

  it('keeps focus where it is while the step stays the same', async () => {
    const { rerender } = render(
      <FormCard title="Enter your code" step="otp">
        <input aria-label="Code" />
      </FormCard>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    rerender(
      <FormCard title="Enter your code" lead="A new code is on its way." step="otp">
        <input aria-label="Code" />
      </FormCard>,
    );
    expect(input).toHaveFocus();
  });
});
