import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Pagination } from './Pagination';
import type { PaginationLinkProps } from './Pagination';
import * as stories from './Pagination.stories';

const { Default, Playground, LastPage, WithRouterLink } = composeStories(stories);

describe('Pagination', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('LastPage has no axe violations', async () => {
    const { container } = render(<LastPage />);
    await expectNoAxeViolations(container);
  });

  it('is a navigation named by its label, with previous, the numbers, gaps and next', () => {
    render(<Playground />);
    const nav = screen.getByRole('navigation', { name: 'Report Library pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next page']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '?page=10');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=4');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=6');
  });

  it('marks only the current page', () => {
    render(<Playground />);
    expect(screen.getAllByRole('link', { current: 'page' })).toEqual([
      screen.getByRole('link', { name: 'Page 5' }),
    ]);
  });

  it('shows previous on the first page and next on the last as unavailable, not as links', () => {
    const { unmount } = render(<Default />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=2');
    unmount();
    render(<LastPage />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=9');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} items={[1]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands each target page and its link props to renderLink', () => {
    const renderLink = vi.fn((_page: number, { children, ...linkProps }: PaginationLinkProps) => (
      <a {...linkProps}>{children}</a>
    ));
    render(
      <Pagination page={1} pageCount={2} items={[1, 2]} renderLink={renderLink} hrefFor={(p) => `/p/${p}`} />,
    );
    expect(renderLink.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
    expect(renderLink.mock.calls[0]?.[1]).toMatchObject({
      'aria-current': 'page',
      'aria-label': 'Page 1',
      href: '/p/1',
    });
    expect(renderLink.mock.calls[2]?.[1]).toMatchObject({
      'aria-label': 'Next page',
      href: '/p/2',
      rel: 'next',
    });
  });

  it('renders the router links of WithRouterLink', () => {
    render(<WithRouterLink />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/client/report-library?page=3',
    );
  });
});
