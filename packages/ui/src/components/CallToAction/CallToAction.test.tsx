import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button';
import { CallToAction } from './CallToAction';
import * as stories from './CallToAction.stories';

const { Default, Playground, Light } = composeStories(stories);

describe('CallToAction', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('Light has no axe violations', async () => {
    const { container } = render(<Light />);
    await expectNoAxeViolations(container);
  });

  it('is a region named by its level 2 heading, with the text and the actions', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Ready to get started?' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Ready to get started?');
    expect(region).toHaveTextContent(/Tell us what you trade/);
    expect(within(region).getByRole('link', { name: 'GET IN TOUCH' })).toHaveAttribute('href', '#contact');
  });

  it('renders the actions it is given, working', async () => {
    const onClick = vi.fn();
    render(
      <CallToAction
        title="Talk to an analyst"
        actions={
          <>
            <Button variant="secondary" onClick={onClick}>
              BOOK A CONSULTATION
            </Button>
            <a href="#login">Sign in</a>
          </>
        }
      />,
    );
    const region = screen.getByRole('region', { name: 'Talk to an analyst' });
    await userEvent.click(within(region).getByRole('button', { name: 'BOOK A CONSULTATION' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#login');
    expect(within(region).queryByRole('paragraph')).toBeNull();
  });

  it('is brand-toned unless told otherwise', () => {
    const { rerender } = render(<Default />);
    const region = screen.getByRole('region', { name: 'Ready to get started?' });
    expect(region.className).toMatch(/brand/);
    rerender(<Light />);
    const light = screen.getByRole('region', { name: 'Questions about a report?' });
    expect(light.className).toMatch(/light/);
    expect(light.className).not.toMatch(/brand/);
  });

  it('takes a level 3 heading, and gives each band its own heading id', () => {
    render(
      <>
        <CallToAction title="Reports" headingLevel={3} actions={<a href="#r">See reports</a>} />
        <CallToAction title="Courses" headingLevel={3} actions={<a href="#c">See courses</a>} />
      </>,
    );
    const reports = screen.getByRole('heading', { level: 3, name: 'Reports' });
    const courses = screen.getByRole('heading', { level: 3, name: 'Courses' });
    expect(reports.id).not.toBe(courses.id);
    expect(screen.getByRole('region', { name: 'Reports' })).toContainElement(reports);
    expect(screen.getByRole('region', { name: 'Courses' })).toContainElement(courses);
  });

  it('passes native props through to the section', () => {
    render(<Default className="extra" data-testid="cta" />);
    expect(screen.getByTestId('cta').tagName).toBe('SECTION');
    expect(screen.getByTestId('cta')).toHaveClass('extra');
  });
});
