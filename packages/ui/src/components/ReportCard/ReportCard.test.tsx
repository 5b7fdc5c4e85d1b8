import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ReportCard } from './ReportCard';
import * as stories from './ReportCard.stories';

const { Default, Expired, Playground, WithoutAccess } = composeStories(stories);

describe('ReportCard', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, before and after bookmarking', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /^Bookmark/ }));
    await expectNoAxeViolations(container);
  });

  it('WithoutAccess has no axe violations', async () => {
    const { container } = render(<WithoutAccess />);
    await expectNoAxeViolations(container);
  });

  it('Expired has no axe violations', async () => {
    const { container } = render(<Expired />);
    await expectNoAxeViolations(container);
  });

  it('shows a badge as text beside the eyebrow, before the title', () => {
    render(<Expired />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^Sugar Weekly ReportExpiredSugar Weekly Report — 26 October 2026/);
    expect(within(card).getByText('Expired')).toBeVisible();
  });

  it('shows no badge without one', () => {
    render(<Playground />);
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('shows the heading, the date as a <time> and the summary; no toggle without onBookmarkToggle', () => {
    render(<Default />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Coffee Weekly Report — 16 November 2026',
    );
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2026-11-16');
    expect(card).toHaveTextContent('Published 11.16.26');
    expect(card).toHaveTextContent(/certified stocks fell/);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('the bookmark toggle keeps its name and reports its state with aria-pressed', async () => {
    const onToggle = vi.fn();
    render(<Playground onBookmarkToggle={onToggle} />);
    const toggle = screen.getByRole('button', { name: 'Bookmark Coffee Weekly Report — 16 November 2026' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Bookmark Coffee Weekly Report — 16 November 2026');
  });

  it('puts the eyebrow first and the actions last', () => {
    render(<Playground />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^Coffee Weekly ReportCoffee Weekly Report — 16 November 2026/);
    expect(card).toHaveTextContent(/DOWNLOADOPEN$/);
  });

  it('while busy the toggle ignores presses but keeps focus', async () => {
    const onToggle = vi.fn();
    render(
      <ReportCard
        title="Sugar Weekly Report"
        date="N/A"
        summary="Cane."
        onBookmarkToggle={onToggle}
        bookmarkBusy
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Bookmark Sugar Weekly Report' });
    toggle.focus();
    await userEvent.click(toggle);
    expect(onToggle).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveFocus();
  });

  it('shows N/A without a <time> when there is no date', () => {
    render(<WithoutAccess />);
    const card = screen.getByRole('article');
    expect(card.querySelector('time')).toBeNull();
    expect(card).toHaveTextContent('Published N/A');
    expect(screen.getByRole('button', { name: /^Bookmark/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
