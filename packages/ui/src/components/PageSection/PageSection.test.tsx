import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageSection } from './PageSection';
import * as stories from './PageSection.stories';

const { Default, Playground, Alternating } = composeStories(stories);

describe('PageSection', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('Alternating has no axe violations', async () => {
    const { container } = render(<Alternating />);
    await expectNoAxeViolations(container);
  });

  it('is a plain region named by its level 2 heading, with the content after it', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Sample curriculum' });
    const heading = within(region).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Sample curriculum');
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading.compareDocumentPosition(within(region).getByText(/Four days/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(region.className).not.toMatch(/tinted/);
  });

  it('uses the titleId it is given, and is tinted on request', () => {
    render(<Playground />);
    const region = screen.getByRole('region', { name: 'Who attends' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'audience-title');
    expect(region).toHaveAttribute('aria-labelledby', 'audience-title');
    expect(region.className).toMatch(/tinted/);
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('takes a level 3 heading, and gives each section its own heading id', () => {
    render(
      <>
        <PageSection title="Coffee" headingLevel={3} />
        <PageSection title="Cocoa" headingLevel={3} />
      </>,
    );
    const coffee = screen.getByRole('heading', { level: 3, name: 'Coffee' });
    const cocoa = screen.getByRole('heading', { level: 3, name: 'Cocoa' });
    expect(coffee.id).not.toBe(cocoa.id);
    expect(screen.getByRole('region', { name: 'Coffee' })).toContainElement(coffee);
    expect(screen.getByRole('region', { name: 'Cocoa' })).toContainElement(cocoa);
  });

  it('without a title renders no heading and lets the caller name it', () => {
    render(
      <>
        <PageSection data-testid="untitled">
          <p>Just content.</p>
        </PageSection>
        <PageSection aria-labelledby="own-title">
          <h2 id="own-title">Our own heading</h2>
        </PageSection>
      </>,
    );
    const untitled = screen.getByTestId('untitled');
    expect(untitled.tagName).toBe('SECTION');
    expect(untitled).not.toHaveAttribute('aria-labelledby');
    expect(within(untitled).queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Our own heading' })).toHaveAttribute(
      'aria-labelledby',
      'own-title',
    );
  });

  it('passes native props through to the section', () => {
    render(<Default className="extra" data-testid="band" id="curriculum" />);
    const band = screen.getByTestId('band');
    expect(band.tagName).toBe('SECTION');
    expect(band).toHaveClass('extra');
    expect(band).toHaveAttribute('id', 'curriculum');
  });
});
