import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageBanner } from './PageBanner';

const meta = {
  title: 'Components/PageBanner',
  component: PageBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Services',
    title: 'Consultation',
    children: (
      <p>
        A direct line to analysts who have followed the soft commodity markets for over 40 years: test a
        thesis, prepare a negotiation or brief a new desk.
      </p>
    ),
  },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    eyebrow: 'Learn the soft commodity markets',
    title: 'Courses and Workshops',
    titleId: 'courses-title',
    children: (
      <p>
        Four-day courses, in-house or online, on how coffee, cocoa, sugar, cotton and orange juice are priced.
      </p>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    titleId: { control: 'text' },
    children: { control: false },
  },
};

/** No eyebrow, as on the Reports page. */
export const WithoutEyebrow: Story = {
  args: {
    eyebrow: undefined,
    title: 'Premium Reports',
    children: (
      <p>
        Weekly round-ups and in-depth studies of coffee, cocoa, sugar, cotton and orange juice. Subscribe
        yearly for one reader, a team of three or your whole enterprise.
      </p>
    ),
  },
};
