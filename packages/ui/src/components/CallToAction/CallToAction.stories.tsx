import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonClassName } from '../Button';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Ready to get started?',
    children: (
      <p>Tell us what you trade, buy or regulate, and we will suggest the reports and advice that fit.</p>
    ),
    actions: (
      <a href="#contact" className={buttonClassName('secondary')}>
        GET IN TOUCH
      </a>
    ),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On 'brand', buttons use the secondary (gold) variant and plain links turn white and underlined. */
export const Playground: Story = {
  args: {
    title: 'Talk to an analyst',
    headingLevel: 2,
    tone: 'brand',
    children: <p>A 30-minute call to test a thesis, prepare a negotiation or brief a new desk.</p>,
    actions: (
      <>
        <Button variant="secondary" onClick={fn()}>
          BOOK A CONSULTATION
        </Button>
        <a href="#login">Already a client? Sign in</a>
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    tone: { control: 'inline-radio', options: ['brand', 'light'] },
    children: { control: false },
    actions: { control: false },
  },
};

/** On 'light', every button variant and plain link keeps its usual colours. */
export const Light: Story = {
  args: {
    tone: 'light',
    title: 'Questions about a report?',
    children: <p>Our team answers within one business day.</p>,
    actions: (
      <>
        <a href="#contact" className={buttonClassName('primary')}>
          CONTACT US
        </a>
        <a href="#faq">Read the FAQ</a>
      </>
    ),
  },
};
