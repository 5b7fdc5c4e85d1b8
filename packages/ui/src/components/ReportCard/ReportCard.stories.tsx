import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { ReportCard } from './ReportCard';
import type { ReportCardProps } from './ReportCard';

/** A card on its own is as wide as a list column. */
const column: Decorator = (Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>;

const SUMMARY =
  'Arabica rallied for a third week as certified stocks fell to a 25-year low and Minas Gerais stayed dry through flowering. Funds added to their net long; we expect a test of the highs before the rains arrive.';

const meta = {
  title: 'Components/ReportCard',
  component: ReportCard,
  decorators: [column],
  args: {
    title: 'Coffee Weekly Report — 16 November 2026',
    date: '11.16.26',
    dateTime: '2026-11-16',
    summary: <p>{SUMMARY}</p>,
  },
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The bookmark toggle follows its own state here; in an app the list's data does. */
function Toggling(props: ReportCardProps) {
  const [bookmarked, setBookmarked] = useState(props.bookmarked ?? false);
  return (
    <ReportCard
      {...props}
      bookmarked={bookmarked}
      onBookmarkToggle={() => {
        props.onBookmarkToggle?.();
        setBookmarked((value) => !value);
      }}
    />
  );
}

export const Playground: Story = {
  render: (args) => <Toggling {...args} />,
  args: {
    eyebrow: 'Coffee Weekly Report',
    headingLevel: 3,
    as: 'article',
    bookmarked: false,
    bookmarkBusy: false,
    onBookmarkToggle: fn(),
    actions: (
      <>
        <Button>DOWNLOAD</Button>
        <Button variant="secondary">OPEN</Button>
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    badge: { control: 'text' },
    date: { control: 'text' },
    dateTime: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    as: { control: 'inline-radio', options: ['article', 'div'] },
    bookmarked: { control: 'boolean' },
    bookmarkBusy: { control: 'boolean' },
    bookmarkLabel: { control: 'text' },
    summary: { control: false },
    actions: { control: false },
  },
};

/** A report the organisation does not subscribe to, found by a search: SUMMARY and PURCHASE. */
export const WithoutAccess: Story = {
  args: {
    title: 'Cocoa In-Depth Report — October 2026',
    date: 'N/A',
    dateTime: null,
    bookmarked: true,
    onBookmarkToggle: fn(),
    actions: (
      <>
        <Button variant="secondary">SUMMARY</Button>
        <Button>PURCHASE</Button>
      </>
    ),
  },
};

/** A report whose type's subscription has ended: the 'Expired' badge beside its type, and PURCHASE to renew. */
export const Expired: Story = {
  args: {
    eyebrow: 'Sugar Weekly Report',
    badge: 'Expired',
    title: 'Sugar Weekly Report — 26 October 2026',
    date: '10.26.26',
    dateTime: '2026-10-26',
    actions: <Button>PURCHASE</Button>,
  },
};
