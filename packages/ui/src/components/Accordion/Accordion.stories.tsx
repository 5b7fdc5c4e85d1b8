import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';
import type { AccordionItem } from './Accordion';

const PAIRINGS: AccordionItem[] = [
  {
    id: 'coffee-in-depth',
    title: 'Coffee In-Depth Report',
    content: (
      <p>
        Quarterly balance sheets by origin, crop estimates from field visits, roaster demand and the forward
        curve explained.
      </p>
    ),
  },
  {
    id: 'softs-round-up',
    title: 'Softs Weekly Round Up',
    content: (
      <p>
        Every Monday: prices, spreads, fund positioning, weather and crop news for coffee, cocoa, sugar,
        cotton and orange juice.
      </p>
    ),
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: PAIRINGS },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { headingLevel: 3, defaultExpanded: ['coffee-in-depth'] },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    defaultExpanded: { control: 'object' },
    items: { control: false },
  },
};
