import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SectionNav } from './SectionNav';
import type { SectionNavItem, SectionNavLinkProps } from './SectionNav';
import * as stories from './SectionNav.stories';

const { Default, Playground, WithRouterLink } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionNav', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('is a navigation landmark named by its label, with the links in order', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'About' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'WHO WE ARE',
      'LEADERSHIP',
      'INDUSTRIES WE SERVE',
      'TRAVEL MAP',
    ]);
    expect(links[3]).toHaveAttribute('href', '/about/travel-map');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks only the active item with aria-current="page"', () => {
    render(<Playground />);
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: 'EXPERT WITNESS' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'PREMIUM REPORTS' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('marks nothing when no item is active', () => {
    const items: SectionNavItem[] = [
      { key: 'a', label: 'WHO WE ARE', href: '/a' },
      { key: 'b', label: 'LEADERSHIP', href: '/b' },
    ];
    render(<SectionNav label="About" items={items} />);
    expect(screen.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('hands each item and its link props to renderLink', () => {
    const renderLink = vi.fn((item: SectionNavItem, { children, ...linkProps }: SectionNavLinkProps) => (
      <a {...linkProps} data-key={item.key}>
        {children}
      </a>
    ));
    render(
      <SectionNav
        label="About"
        items={[{ key: 'lead', label: 'LEADERSHIP', href: '/l', active: true }]}
        renderLink={renderLink}
      />,
    );
    expect(renderLink).toHaveBeenCalledTimes(1);
    const [item, linkProps] = renderLink.mock.calls[0] ?? [];
    expect(item).toEqual({ key: 'lead', label: 'LEADERSHIP', href: '/l', active: true });
    expect(linkProps).toEqual({
      className: expect.any(String),
      'aria-current': 'page',
      children: 'LEADERSHIP',
      href: '/l',
    });
    expect(screen.getByRole('link', { name: 'LEADERSHIP' })).toHaveAttribute('data-key', 'lead');
  });

  it('renders the router links of WithRouterLink, still marked and reachable by keyboard', async () => {
    render(<WithRouterLink />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'WHO WE ARE' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'WHO WE ARE' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'LEADERSHIP' })).toHaveFocus();
  });

  /** jsdom does no layout: each link is 200px wide and starts at 200px times its index. */
  function mockLayout(rowWidth: number) {
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(rowWidth);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? 200 * Array.from(this.parentElement?.children ?? []).indexOf(this) : 0;
    });
  }

  it('scrolls the row sideways to centre an active link that is cut off', () => {
    mockLayout(300);
    render(<Playground />);
    // The active link is the sixth: 1000px to 1200px, in a row 300px wide.
    expect(screen.getByRole('list').scrollLeft).toBe(1000 - (300 - 200) / 2);
  });

  it('leaves the row where it is when the active link is already in view', () => {
    mockLayout(1400);
    render(<Playground />);
    expect(screen.getByRole('list').scrollLeft).toBe(0);
  });
});
