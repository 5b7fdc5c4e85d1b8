import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageBanner } from './PageBanner';
import * as stories from './PageBanner.stories';

const { Default, Playground, WithoutEyebrow } = composeStories(stories);

describe('PageBanner', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('is a region named by its h1, with the eyebrow before the title and the lead after it', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Consultation' });
    const heading = within(region).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Consultation');
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    const [eyebrow, lead] = within(region).getAllByRole('paragraph');
    expect(eyebrow).toHaveTextContent('Services');
    expect(eyebrow?.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(lead).toHaveTextContent(/A direct line to analysts/);
    expect(heading.compareDocumentPosition(lead!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('uses the titleId it is given for the h1', () => {
    render(<Playground />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Courses and Workshops' });
    expect(heading).toHaveAttribute('id', 'courses-title');
    expect(screen.getByRole('region', { name: 'Courses and Workshops' })).toHaveAttribute(
      'aria-labelledby',
      'courses-title',
    );
  });

  it('gives each banner its own heading id when none is given', () => {
    render(
      <>
        <PageBanner title="About" />
        <PageBanner title="Services" />
      </>,
    );
    const about = screen.getByRole('heading', { level: 1, name: 'About' });
    const services = screen.getByRole('heading', { level: 1, name: 'Services' });
    expect(about.id).not.toBe('');
    expect(about.id).not.toBe(services.id);
  });

  it('renders no eyebrow and no lead when none are given, and the lead as given', () => {
    const { rerender } = render(<PageBanner title="Premium Reports" />);
    const region = screen.getByRole('region', { name: 'Premium Reports' });
    expect(within(region).queryByRole('paragraph')).toBeNull();
    rerender(<WithoutEyebrow />);
    const paragraphs = within(screen.getByRole('region', { name: 'Premium Reports' })).getAllByRole(
      'paragraph',
    );
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toHaveTextContent(/Weekly round-ups/);
  });

  it('passes native props through to the section', () => {
    render(<Default className="extra" data-testid="banner" />);
    expect(screen.getByTestId('banner').tagName).toBe('SECTION');
    expect(screen.getByTestId('banner')).toHaveClass('extra');
  });
});
